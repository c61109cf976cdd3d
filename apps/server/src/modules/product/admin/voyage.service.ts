import type { TOpsPortCall, TOpsPortCallActuals, TOpsPortCallUpdate, TOpsVoyage, TOpsVoyageCreate, TOpsVoyagePage, TOpsVoyagePublish, TOpsVoyageQuery, TOpsVoyageStatusUpdate } from '@coastbook/contracts';
import { AppError, isActualTimeInFuture, type AuditAction, type BilingualText } from '@coastbook/domain';
import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { containerType, portFacility, serviceLoop } from '../../basedata';
import { portCall, product, productSailing, sailingInventory, vessel, voyage } from '../product.tables';
import { changeWithAudit, createWithAudit, type AuditContext } from './audited-change';

/**
 * Voyages and their port calls. Calls keep their ids when their times move, so sailings already
 * booked stay attached; "publish" makes the voyage bookable on every product of its loop it serves.
 */

interface CallTimes {
  portCode: string;
  eta: string | Date;
  etd: string | Date;
}

/** ETA ≤ ETD at each call and each call's ETA after the previous call's ETD. */
function checkCallOrder(calls: CallTimes[]): void {
  let previousEtd = -Infinity;
  for (const [index, call] of calls.entries()) {
    const eta = new Date(call.eta).getTime();
    const etd = new Date(call.etd).getTime();
    if (!(eta <= etd && eta >= previousEtd)) {
      throw new AppError('PRODUCT_ADMIN_PORT_CALL_ORDER', {
        msg: {
          zh: `挂靠港时间顺序不正确：第${index + 1}港（${call.portCode}）的ETA须早于其ETD，且不早于上一港ETD（portCalls）`,
          en: `Port call times are out of order: at port call ${index + 1} (${call.portCode}) the ETA must be earlier than the ETD and not earlier than the ETD of the previous port (portCalls)`,
        },
        field: 'portCalls',
      });
    }
    previousEtd = etd;
  }
}

const ACTUAL_LABELS = { ata: { zh: '实际到港时间', en: 'actual arrival' }, atd: { zh: '实际离港时间', en: 'actual departure' } } as const;
interface RecordedTime {
  call: TOpsPortCall;
  kind: 'ata' | 'atd';
  time: number;
}

/**
 * What is recorded as having happened must have happened: neither time later than now, departure not
 * before arrival, and the voyage's recorded actual times in call order — this call's times not before
 * any time recorded at an earlier call, nor after any time recorded at a later call. A refusal names the
 * time that binds: the latest recorded before this call, the earliest recorded after it.
 */
function checkCallActuals(calls: TOpsPortCall[], callId: string, input: Pick<TOpsPortCallActuals, 'ata' | 'atd'>, now: Date): void {
  const refuse = (field: 'ata' | 'atd', msg: BilingualText) =>
    new AppError('PRODUCT_ADMIN_PORT_CALL_ACTUALS', { msg: { zh: `${msg.zh}（${field}）`, en: `${msg.en} (${field})` }, field });
  const fields = (['ata', 'atd'] as const).filter((field) => input[field] !== null);
  const timeOf = (field: 'ata' | 'atd') => new Date(input[field]!).getTime();
  for (const field of fields) {
    if (isActualTimeInFuture(input[field]!, now)) throw refuse(field, { zh: `${ACTUAL_LABELS[field].zh}不能晚于当前时间`, en: `The ${ACTUAL_LABELS[field].en} cannot be later than now` });
  }
  if (input.ata !== null && input.atd !== null && timeOf('atd') < timeOf('ata')) {
    throw refuse('atd', { zh: '实际离港时间不能早于实际到港时间', en: 'The actual departure cannot be earlier than the actual arrival' });
  }
  const sequence = calls.find((call) => call.id === callId)!.sequence;
  // Every time recorded at another call, in voyage order (each call's arrival before its departure).
  const recorded: RecordedTime[] = calls.flatMap((call) =>
    (['ata', 'atd'] as const).flatMap((kind) => {
      const value = call[kind];
      return value === null ? [] : [{ call, kind, time: new Date(value).getTime() }];
    }),
  );
  let latestBefore: RecordedTime | undefined;
  let earliestAfter: RecordedTime | undefined;
  for (const entry of recorded) {
    if (entry.call.sequence < sequence && (!latestBefore || entry.time >= latestBefore.time)) latestBefore = entry;
    if (entry.call.sequence > sequence && (!earliestAfter || entry.time < earliestAfter.time)) earliestAfter = entry;
  }
  const where = (entry: RecordedTime): BilingualText => ({
    zh: `第${entry.call.sequence}港（${entry.call.portCode}）已记录的${ACTUAL_LABELS[entry.kind].zh}`,
    en: `the ${ACTUAL_LABELS[entry.kind].en} recorded at port call ${entry.call.sequence} (${entry.call.portCode})`,
  });
  for (const field of fields) {
    const label = ACTUAL_LABELS[field];
    if (latestBefore && timeOf(field) < latestBefore.time) {
      const bound = where(latestBefore);
      throw refuse(field, { zh: `${label.zh}不能早于${bound.zh}`, en: `The ${label.en} cannot be earlier than ${bound.en}` });
    }
    if (earliestAfter && timeOf(field) > earliestAfter.time) {
      const bound = where(earliestAfter);
      throw refuse(field, { zh: `${label.zh}不能晚于${bound.zh}`, en: `The ${label.en} cannot be later than ${bound.en}` });
    }
  }
}

async function voyagesWithCalls(db: DbOrTx, where: SQL | undefined, paging?: { limit: number; offset: number }): Promise<TOpsVoyage[]> {
  const base = db
    .select({ voyage, vesselCnnme: vessel.cnnme, vesselEnnme: vessel.ennme })
    .from(voyage)
    .innerJoin(vessel, eq(vessel.code, voyage.vesselCode))
    .where(where)
    .orderBy(desc(voyage.createdAt), asc(voyage.voyageNo));
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  const ids = rows.map((row) => row.voyage.id);
  if (ids.length === 0) return [];
  const [calls, sailings] = await Promise.all([
    db
      .select({ call: portCall, portCnnme: portFacility.cnnme })
      .from(portCall)
      .innerJoin(portFacility, eq(portFacility.code, portCall.portCode))
      .where(inArray(portCall.voyageId, ids))
      .orderBy(asc(portCall.sequence)),
    db.select({ voyageId: productSailing.voyageId, total: count() }).from(productSailing).where(inArray(productSailing.voyageId, ids)).groupBy(productSailing.voyageId),
  ]);
  const sailingCount = new Map(sailings.map((row) => [row.voyageId, row.total]));
  return rows.map(({ voyage: row, vesselCnnme, vesselEnnme }) => ({
    id: row.id,
    carrierCode: row.carrierCode,
    svcLoopAbbrv: row.svcLoopAbbrv,
    vesselCode: row.vesselCode,
    vesselCnnme,
    vesselEnnme,
    voyageNo: row.voyageNo,
    status: row.status as TOpsVoyage['status'],
    sailingCount: sailingCount.get(row.id) ?? 0,
    portCalls: calls
      .filter(({ call }) => call.voyageId === row.id)
      .map(({ call, portCnnme }) => ({ id: call.id, sequence: call.sequence, portCode: call.portCode, portCnnme, eta: call.eta.toISOString(), etd: call.etd.toISOString(), ata: call.ata?.toISOString() ?? null, atd: call.atd?.toISOString() ?? null })),
  }));
}

export async function findOpsVoyages({ db, query }: { db: DbOrTx; query: TOpsVoyageQuery }): Promise<TOpsVoyagePage> {
  const conditions: SQL[] = [];
  if (query.svcLoopAbbrv) conditions.push(eq(voyage.svcLoopAbbrv, query.svcLoopAbbrv.toUpperCase()));
  if (query.vesselCode) conditions.push(eq(voyage.vesselCode, query.vesselCode.toUpperCase()));
  if (query.etdFrom) {
    const later = db
      .select({ id: portCall.voyageId })
      .from(portCall)
      .where(and(eq(portCall.sequence, 1), gte(portCall.etd, new Date(`${query.etdFrom}T00:00:00+08:00`))));
    conditions.push(inArray(voyage.id, later));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [records, [totals]] = await Promise.all([
    voyagesWithCalls(db, where, { limit: query.size, offset: (query.current - 1) * query.size }),
    db.select({ total: count() }).from(voyage).where(where),
  ]);
  return { records, total: totals?.total ?? 0, current: query.current, size: query.size };
}

async function voyageSnapshot(db: DbOrTx, id: string, lock = false): Promise<TOpsVoyage | undefined> {
  if (lock) await db.select({ id: voyage.id }).from(voyage).where(eq(voyage.id, id)).for('update');
  const [found] = await voyagesWithCalls(db, eq(voyage.id, id));
  return found;
}

export async function getOpsVoyage({ db, id }: { db: DbOrTx; id: string }): Promise<TOpsVoyage> {
  const found = await voyageSnapshot(db, id);
  if (!found) throw new AppError('PRODUCT_ADMIN_VOYAGE_NOT_FOUND');
  return found;
}

export async function createOpsVoyage(context: AuditContext & { input: TOpsVoyageCreate }): Promise<TOpsVoyage> {
  const { input, db } = context;
  const [loop] = await db
    .select({ rotation: serviceLoop.portRotation })
    .from(serviceLoop)
    .where(and(eq(serviceLoop.carrierCode, input.carrierCode), eq(serviceLoop.abbreviation, input.svcLoopAbbrv)));
  if (!loop) {
    throw new AppError('PRODUCT_ADMIN_LOOP_NOT_FOUND', {
      msg: { zh: `航线不存在：${input.carrierCode}/${input.svcLoopAbbrv}（svcLoopAbbrv）`, en: `Service loop not found: ${input.carrierCode}/${input.svcLoopAbbrv} (svcLoopAbbrv)` },
      field: 'svcLoopAbbrv',
    });
  }
  const [ship] = await db.select({ code: vessel.code }).from(vessel).where(eq(vessel.code, input.vesselCode));
  if (!ship) throw new AppError('PRODUCT_ADMIN_VESSEL_NOT_FOUND', { msg: { zh: `船舶不存在：${input.vesselCode}（vesselCode）`, en: `Vessel not found: ${input.vesselCode} (vesselCode)` }, field: 'vesselCode' });
  const codes = [...new Set(input.portCalls.map((call) => call.portCode))];
  const known = await db.select({ code: portFacility.code }).from(portFacility).where(inArray(portFacility.code, codes));
  const unknown = codes.find((code) => !known.some((row) => row.code === code));
  if (unknown) throw new AppError('PRODUCT_ADMIN_PORT_NOT_FOUND', { msg: { zh: `挂靠港不存在：${unknown}（portCalls）`, en: `Port of call not found: ${unknown} (portCalls)` }, field: 'portCalls' });
  checkCallOrder(input.portCalls);
  const exists = () =>
    new AppError('PRODUCT_ADMIN_VOYAGE_EXISTS', {
      msg: { zh: `船舶 ${input.vesselCode} 的航次号 ${input.voyageNo} 已存在（voyageNo）`, en: `Voyage number ${input.voyageNo} already exists for vessel ${input.vesselCode} (voyageNo)` },
      field: 'voyageNo',
    });
  const created = await createWithAudit(context, {
    action: 'voyage.create',
    entityType: 'voyage',
    create: async (tx) => {
      const [row] = await tx
        .insert(voyage)
        .values({ carrierCode: input.carrierCode, svcLoopAbbrv: input.svcLoopAbbrv, vesselCode: input.vesselCode, voyageNo: input.voyageNo })
        .onConflictDoNothing()
        .returning({ id: voyage.id });
      if (!row) throw exists();
      await tx
        .insert(portCall)
        .values(input.portCalls.map((call, index) => ({ voyageId: row.id, sequence: index + 1, portCode: call.portCode, eta: new Date(call.eta), etd: new Date(call.etd) })));
      const after = (await voyageSnapshot(tx, row.id))!;
      return { id: row.id, after, voyage: after };
    },
  });
  return created.voyage;
}

/** One audited change of a voyage (its calls included), answered with the voyage as it is afterwards. */
async function changeVoyage(context: AuditContext & { voyageId: string }, action: AuditAction, change: (tx: DbOrTx) => Promise<unknown>): Promise<TOpsVoyage> {
  const snapshot = (tx: DbOrTx, options?: { lock?: boolean }) => voyageSnapshot(tx, context.voyageId, options?.lock);
  await changeWithAudit(context, { action, entityType: 'voyage', entityId: context.voyageId, notFound: 'PRODUCT_ADMIN_VOYAGE_NOT_FOUND', snapshot, change });
  return (await snapshot(context.db))!;
}

/** The voyage's calls, refusing a callId that is not one of them. */
async function callsOfVoyage(tx: DbOrTx, voyageId: string, callId: string): Promise<TOpsPortCall[]> {
  const current = (await voyageSnapshot(tx, voyageId))!;
  if (!current.portCalls.some((call) => call.id === callId)) {
    throw new AppError('PRODUCT_ADMIN_VOYAGE_NOT_FOUND', { msg: { zh: '该航次没有此挂靠港（callId）', en: 'This voyage has no such port call (callId)' }, field: 'callId' });
  }
  return current.portCalls;
}

/** Moves one call (delay or advance); the new times must keep the calls in order. */
export async function updateOpsPortCall(context: AuditContext & { voyageId: string; input: TOpsPortCallUpdate }): Promise<TOpsVoyage> {
  const { voyageId, input } = context;
  return changeVoyage(context, 'voyage.port-call-update', async (tx) => {
    const calls = await callsOfVoyage(tx, voyageId, input.callId);
    checkCallOrder(calls.map((call) => (call.id === input.callId ? { ...call, eta: input.eta, etd: input.etd } : call)));
    await tx
      .update(portCall)
      .set({ eta: new Date(input.eta), etd: new Date(input.etd) })
      .where(and(eq(portCall.id, input.callId), eq(portCall.voyageId, voyageId)));
  });
}

/**
 * Records what happened at one call (actual arrival / departure, shown by cargo tracking); null clears a
 * wrong entry. The times must have happened and run in call order along the voyage.
 */
export async function recordOpsPortCallActuals(context: AuditContext & { voyageId: string; input: TOpsPortCallActuals }): Promise<TOpsVoyage> {
  const { voyageId, input } = context;
  return changeVoyage(context, 'voyage.port-call-actuals', async (tx) => {
    checkCallActuals(await callsOfVoyage(tx, voyageId, input.callId), input.callId, input, new Date());
    await tx
      .update(portCall)
      .set({ ata: input.ata === null ? null : new Date(input.ata), atd: input.atd === null ? null : new Date(input.atd) })
      .where(and(eq(portCall.id, input.callId), eq(portCall.voyageId, voyageId)));
  });
}

export async function setOpsVoyageStatus(context: AuditContext & { voyageId: string; input: TOpsVoyageStatusUpdate }): Promise<TOpsVoyage> {
  return changeVoyage(context, 'voyage.status', (tx) => tx.update(voyage).set({ status: context.input.status }).where(eq(voyage.id, context.voyageId)));
}

/**
 * Makes the voyage bookable: one sailing (productId of the customer calls) per active product of the
 * loop whose loading port the voyage calls before its discharge port, with the given slots per type.
 * Products already on the voyage are skipped, so publishing again after adding a product is safe.
 */
export async function publishOpsVoyage(context: AuditContext & { voyageId: string; input: TOpsVoyagePublish }): Promise<{ created: number; skipped: number }> {
  const { voyageId, input } = context;
  const typeCodes = input.inventory.map((cell) => cell.containerTypeCode);
  const knownTypes = await context.db.select({ code: containerType.code }).from(containerType).where(inArray(containerType.code, typeCodes));
  const unknownType = typeCodes.find((code) => !knownTypes.some((row) => row.code === code));
  if (unknownType) {
    throw new AppError('PRODUCT_ADMIN_CONTAINER_TYPE_NOT_FOUND', {
      msg: { zh: `箱型不存在：${unknownType}（inventory.containerTypeCode）`, en: `Container type not found: ${unknownType} (inventory.containerTypeCode)` },
      field: 'inventory',
    });
  }
  let result = { created: 0, skipped: 0 };
  await changeWithAudit(context, {
    action: 'voyage.publish',
    entityType: 'voyage',
    entityId: voyageId,
    notFound: 'PRODUCT_ADMIN_VOYAGE_NOT_FOUND',
    reason: `舱位：${input.inventory.map((cell) => `${cell.containerTypeCode}×${cell.total}`).join('，')}`,
    snapshot: (tx, options) => voyageSnapshot(tx, voyageId, options?.lock),
    change: async (tx) => {
      const current = (await voyageSnapshot(tx, voyageId))!;
      const products = await tx
        .select({ id: product.id, fpolCode: product.fpolCode, lpodCode: product.lpodCode })
        .from(product)
        .where(and(eq(product.carrierCode, current.carrierCode), eq(product.svcLoopAbbrv, current.svcLoopAbbrv), eq(product.isActive, true)));
      for (const offer of products) {
        const load = current.portCalls.find((call) => call.portCode === offer.fpolCode);
        const discharge = load && current.portCalls.find((call) => call.sequence > load.sequence && call.portCode === offer.lpodCode);
        if (!load || !discharge) continue;
        const [sailing] = await tx
          .insert(productSailing)
          .values({ productId: offer.id, voyageId, loadCallId: load.id, dischargeCallId: discharge.id })
          .onConflictDoNothing()
          .returning({ id: productSailing.id });
        if (!sailing) {
          result = { ...result, skipped: result.skipped + 1 };
          continue;
        }
        await tx.insert(sailingInventory).values(input.inventory.map((cell) => ({ sailingId: sailing.id, containerTypeCode: cell.containerTypeCode, total: cell.total, available: cell.total })));
        result = { ...result, created: result.created + 1 };
      }
    },
  });
  return result;
}
