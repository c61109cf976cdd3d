import { randomUUID } from 'node:crypto';
import { serviceLoop } from '../../src/modules/basedata';
import {
  cargoTypeExtraCharge,
  containerPrice,
  portCall,
  product,
  productCargoRule,
  productSailing,
  promotion,
  sailingInventory,
  sailingLadderInventory,
  vessel,
  voyage,
} from '../../src/modules/product';
import type { Tx } from '../../src/platform/db/client';
import type { Seeder } from '../seeder';
import { COAST_POSITION, EXTRA_LOOPS, LIQUID_BAG, LOOP_PLANS, PRICE_FACTORS, PRODUCT_PLANS, VESSELS, type LoopPlan, type ProductPlan } from './catalogue';

/**
 * Demo products and sailings, relative to the seed time: weekly voyages on every loop from two weeks
 * back to seven weeks ahead (southbound and the northbound return), the products sold on them, 26
 * weeks of price history (the freight index), inventory per sailing, ladder tiers, promotions of
 * every kind (some over, some not started), cargo rules and surcharges.
 */

const DAY = 86_400_000;
const HISTORY_WEEKS = 26;
/**
 * Week offsets of the seeded voyages: 2 weeks back … 6 weeks on (9 weekly sailings). Two weeks back, so that
 * early in a China week, when last week's voyages are still at sea, some voyages have been made (the demo's
 * delivered bookings sit on them).
 */
const WEEK_OFFSETS = [-2, -1, 0, 1, 2, 3, 4, 5, 6];

/** A stable number from a text, so the demo data is the same on every seed. */
function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 16777619) >>> 0;
  return value;
}

const yuan = (amount: number) => Math.round(amount) * 100;
const roundTo50 = (amount: number) => Math.round(amount / 50) * 50;

/** Monday 00:00 China time of the week containing `now`. */
function chinaWeekStart(now: Date): Date {
  const chinaNow = new Date(now.getTime() + 8 * 3_600_000);
  const isoWeekday = ((chinaNow.getUTCDay() + 6) % 7) + 1;
  const mondayChina = Date.UTC(chinaNow.getUTCFullYear(), chinaNow.getUTCMonth(), chinaNow.getUTCDate()) - (isoWeekday - 1) * DAY;
  return new Date(mondayChina - 8 * 3_600_000);
}

/** ISO week number as two digits plus the two-digit year: 2547 for week 47 of 2025. */
function voyageWeekCode(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY + 1) / 7);
  return `${String(day.getUTCFullYear()).slice(2)}${String(week).padStart(2, '0')}`;
}

function seaDays(from: string, to: string): number {
  const distance = Math.abs((COAST_POSITION[from] ?? 0) - (COAST_POSITION[to] ?? 0));
  return Math.max(1, Math.round(distance / 6));
}

async function insertInChunks<Row>(insert: (rows: Row[]) => Promise<unknown>, rows: Row[], size = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

function productCode(plan: ProductPlan): string {
  return `${plan.carrier}-${plan.loop}-${plan.originRail ?? plan.fpol}-${plan.lpod}-${plan.productType ?? 0}`;
}

/** The container types a product is priced for. */
function containerTypesOf(plan: ProductPlan): string[] {
  if (plan.productType === 3 || plan.productType === 4) return ['20GP'];
  return ['20GP', '40GP', '40HQ', ...(plan.reefer ? ['20RF', '40RH'] : []), ...(plan.openTop ? ['40OT'] : [])];
}

/**
 * Weekly published prices over 26 weeks: a gentle seasonal swing per product, a little dearer in the
 * past, rounded to 50 yuan, ending exactly at today's price. A row only where the price changed.
 */
function priceHistory(plan: ProductPlan, productId: string, now: Date) {
  const rows: Array<typeof containerPrice.$inferInsert> = [];
  for (const cntrType of containerTypesOf(plan)) {
    const base = plan.price20 * (PRICE_FACTORS[cntrType] ?? 1);
    const phase = (hash(`${productId}${cntrType}`) % 628) / 100;
    let open: (typeof rows)[number] | undefined;
    for (let week = HISTORY_WEEKS; week >= 0; week -= 1) {
      const factor = 1 + 0.06 * (Math.sin(week / 3 + phase) - Math.sin(phase)) + 0.004 * week;
      const price = yuan(week === 0 ? roundTo50(base) : roundTo50(base * factor));
      const validFrom = new Date(now.getTime() - week * 7 * DAY - 3_600_000);
      if (open && open.priceFen === price) continue;
      if (open) open.validTo = validFrom;
      open = { productId, containerTypeCode: cntrType, priceFen: price, validFrom, validTo: null, createdBy: 'seed' };
      rows.push(open);
    }
  }
  return rows;
}

interface SeededVoyage {
  id: string;
  plan: LoopPlan;
  direction: 'S' | 'N';
  weekOffset: number;
  calls: Map<string, { id: string; etd: Date }>;
}

function planVoyages(now: Date) {
  const weekStart = chinaWeekStart(now);
  const voyages: Array<typeof voyage.$inferInsert> = [];
  const calls: Array<typeof portCall.$inferInsert> = [];
  const seeded: SeededVoyage[] = [];
  for (const plan of LOOP_PLANS) {
    for (const weekOffset of WEEK_OFFSETS) {
      for (const direction of ['S', 'N'] as const) {
        const rotation = direction === 'S' ? plan.rotation : [...plan.rotation].reverse();
        // Southbound leaves the first port at 10:00 China time on the loop's weekday; the return three days later.
        const firstEtd = new Date(weekStart.getTime() + (weekOffset * 7 + plan.weekday - 1 + (direction === 'N' ? 3 : 0)) * DAY + 10 * 3_600_000);
        // Counted from last week's voyages, so the added older week leaves the others' vessels as they were.
        const fleetIndex = (weekOffset + 1) * 2 + (direction === 'N' ? 1 : 0);
        const vesselCode = plan.fleet[((fleetIndex % plan.fleet.length) + plan.fleet.length) % plan.fleet.length]!;
        const id = randomUUID();
        const cancelled = direction === 'S' && (plan.cancelledWeeks ?? []).includes(weekOffset);
        const seededVoyage: typeof voyage.$inferInsert = {
          id,
          carrierCode: plan.carrier,
          svcLoopAbbrv: plan.loop,
          vesselCode,
          voyageNo: `${voyageWeekCode(new Date(firstEtd.getTime() + 8 * 3_600_000))}${direction}`,
        };
        voyages.push(seededVoyage);
        const callIds = new Map<string, { id: string; etd: Date }>();
        let etd = firstEtd;
        rotation.forEach((portCode, index) => {
          let eta = new Date(etd.getTime() - 20 * 3_600_000);
          if (index > 0) {
            eta = new Date(etd.getTime() + seaDays(rotation[index - 1]!, portCode) * DAY - 6 * 3_600_000);
            etd = new Date(eta.getTime() + 20 * 3_600_000);
          }
          const callId = randomUUID();
          // What the staff recorded for the calls already made (cargo tracking): arrivals 40 minutes and
          // departures 90 minutes behind the plan, as small delays go.
          const ata = new Date(eta.getTime() + 40 * 60_000);
          const atd = new Date(etd.getTime() + 90 * 60_000);
          const recorded = (at: Date) => (!cancelled && at.getTime() < now.getTime() ? at : null);
          calls.push({ id: callId, voyageId: id, sequence: index + 1, portCode, eta, etd, ata: recorded(ata), atd: recorded(atd) });
          callIds.set(portCode, { id: callId, etd });
        });
        // Closed once the ship has left its last port. A voyage under way still loads at the ports ahead of it
        // (each sailing closes as its own port's departure passes): closing it at its first departure took
        // Tianjin → Nansha's sailing off sale a day and a half before the ship reached Tianjin.
        seededVoyage.status = cancelled ? 'cancelled' : etd.getTime() < now.getTime() ? 'closed' : 'open';
        seeded.push({ id, plan, direction, weekOffset, calls: callIds });
      }
    }
  }
  return { voyages, calls, seeded };
}

const INVENTORY_BASE: Record<string, number> = { '20GP': 40, '40GP': 12, '40HQ': 20, '20RF': 6, '40RH': 4, '40OT': 3 };

export const productSeeder: Seeder = {
  area: 'product',
  async seed(tx: Tx) {
    const now = new Date();
    await tx.insert(serviceLoop).values(
      EXTRA_LOOPS.map(([carrierCode, abbreviation, cnnme, ennme, portRotation], index) => ({ carrierCode, abbreviation, cnnme, ennme, portRotation, sortOrder: 100 + index })),
    );
    await tx.insert(vessel).values(VESSELS.map(([code, cnnme, ennme, carrierCode, teuCapacity]) => ({ code, cnnme, ennme, carrierCode, teuCapacity })));

    // ---- products and their price history ----
    const productIdOf = new Map<ProductPlan, string>();
    const productRows = PRODUCT_PLANS.map((plan, index) => {
      const id = randomUUID();
      productIdOf.set(plan, id);
      const isLiquidBag = plan.productType === 3 || plan.productType === 4;
      const origin = plan.originRail ?? plan.fpol;
      return {
        id,
        productCode: productCode(plan),
        carrierCode: plan.carrier,
        productType: plan.productType ?? 0,
        productKind: 0,
        svcLoopAbbrv: plan.loop,
        origFacilityCode: origin,
        fpolCode: plan.fpol,
        lpodCode: plan.lpod,
        destFacilityCode: plan.lpod,
        transitDays: seaDays(plan.fpol, plan.lpod) + (plan.railDays ?? 0) + 1,
        railTransitDays: plan.railDays ?? 0,
        serviceCode: isLiquidBag ? LIQUID_BAG.serviceCode : null,
        cargoTypeCode: isLiquidBag ? LIQUID_BAG.cargoTypeCode : null,
        committedVolume: plan.committedVolume ?? null,
        agreementId: plan.agreementId ?? null,
        maxOrderQuantity: plan.maxOrderQuantity ?? null,
        isAutoConfirm: plan.autoConfirm ?? false,
        isHot: plan.hot ?? false,
        sortOrder: index,
        createdAt: new Date(now.getTime() - (HISTORY_WEEKS * 7 + 1) * DAY),
      };
    });
    await tx.insert(product).values(productRows);
    await insertInChunks(
      (rows) => tx.insert(containerPrice).values(rows),
      PRODUCT_PLANS.flatMap((plan) => priceHistory(plan, productIdOf.get(plan)!, now)),
    );

    // ---- voyages, port calls, bookable offers ----
    const { voyages, calls, seeded } = planVoyages(now);
    await insertInChunks((rows) => tx.insert(voyage).values(rows), voyages);
    await insertInChunks((rows) => tx.insert(portCall).values(rows), calls);

    const sailings: Array<typeof productSailing.$inferInsert> = [];
    const inventories: Array<typeof sailingInventory.$inferInsert> = [];
    const ladders: Array<typeof sailingLadderInventory.$inferInsert> = [];
    for (const plan of PRODUCT_PLANS) {
      for (const trip of seeded) {
        if (trip.plan.carrier !== plan.carrier || trip.plan.loop !== plan.loop || trip.direction !== plan.direction) continue;
        const load = trip.calls.get(plan.fpol);
        const discharge = trip.calls.get(plan.lpod);
        if (!load || !discharge) throw new Error(`product ${productCode(plan)}: ${plan.fpol} or ${plan.lpod} not on ${plan.loop}`);
        const sailingId = randomUUID();
        const departed = load.etd.getTime() < now.getTime();
        sailings.push({ id: sailingId, productId: productIdOf.get(plan)!, voyageId: trip.id, loadCallId: load.id, dischargeCallId: discharge.id, isClosed: departed });
        for (const cntrType of containerTypesOf(plan)) {
          const seedKey = hash(`${sailingId}${cntrType}`);
          const total = plan.productType === 3 ? 12 : (INVENTORY_BASE[cntrType] ?? 4) + (seedKey % 20);
          // Later sailings are emptier; a departed one has nothing left to sell.
          const booked = departed ? total : Math.floor((total * ((seedKey >>> 8) % 60)) / 100 / Math.max(1, trip.weekOffset));
          inventories.push({
            sailingId,
            containerTypeCode: cntrType,
            total,
            available: total - booked,
            // One demo sailing has its 40HQ slots closed by the operator.
            isClosed: departed || (plan.loop === 'NGX' && trip.weekOffset === 3 && cntrType === '40HQ'),
          });
        }
        if (plan.ladder && !departed) {
          const base = yuan(plan.price20);
          [0, 1, 2].forEach((step) => {
            ladders.push({ sailingId, containerTypeCode: '20GP', tier: step + 1, quantity: 20, available: step === 0 ? 20 - (hash(sailingId) % 12) : 20, priceFen: base + step * 15_000 });
          });
        }
      }
    }
    await insertInChunks((rows) => tx.insert(productSailing).values(rows), sailings);
    await insertInChunks((rows) => tx.insert(sailingInventory).values(rows), inventories);
    await insertInChunks((rows) => tx.insert(sailingLadderInventory).values(rows), ladders);

    // ---- promotions of every kind ----
    const idOf = (carrier: string, loop: string, fpol: string, lpod: string, productType = 0) =>
      productIdOf.get(
        PRODUCT_PLANS.find((plan) => plan.carrier === carrier && plan.loop === loop && plan.fpol === fpol && plan.lpod === lpod && (plan.productType ?? 0) === productType && !plan.originRail)!,
      )!;
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    await tx.insert(promotion).values([
      { title: '双十一限时特惠', chargeType: 'TP', scope: 'PRODUCT', productId: idOf('PAN', 'EBX', 'SHA', 'QZH'), containerTypeCode: '20GP', amountFen: yuan(200), validFrom: at(-3), validTo: at(10) },
      { title: '营口-南沙秋季特惠（已结束）', chargeType: 'TP', scope: 'PRODUCT', productId: idOf('PAN', 'NSX1', 'YIK', 'NSA'), containerTypeCode: null, amountFen: yuan(300), validFrom: at(-40), validTo: at(-10) },
      { title: '津沪快线年末特惠（即将开始）', chargeType: 'TP', scope: 'PRODUCT', productId: idOf('HED', 'HD1', 'TSN', 'SHA'), containerTypeCode: null, amountFen: yuan(150), validFrom: at(14), validTo: at(30) },
      { title: '新客首单立减', chargeType: 'FP', scope: 'ALL', carrierCode: 'PAN', containerTypeCode: null, amountFen: yuan(100), validFrom: at(-30), validTo: at(60) },
      { title: '金卡会员专享', chargeType: 'VP', scope: 'ALL', containerTypeCode: null, amountFen: yuan(80), minMemberLevel: 2, validFrom: at(-30), validTo: at(90) },
      { title: '钻石会员北部湾专享', chargeType: 'VP', scope: 'PRODUCT', productId: idOf('PAN', 'NGX', 'DLC', 'QZH'), containerTypeCode: null, amountFen: yuan(150), minMemberLevel: 3, validFrom: at(-30), validTo: at(90) },
      { title: '门到门全程优惠', chargeType: 'DP', scope: 'ALL', containerTypeCode: null, amountFen: yuan(120), shippingTerm: 3, validFrom: at(-15), validTo: at(45) },
      { title: '沪钦线满10箱每箱减50元', chargeType: 'FS', scope: 'PRODUCT', productId: idOf('PAN', 'EBX', 'SHA', 'QZH'), containerTypeCode: null, amountFen: yuan(50), thresholdQuantity: 10, validFrom: at(-7), validTo: at(30) },
      { title: '夏季满20箱优惠（已结束）', chargeType: 'FS', scope: 'ALL', containerTypeCode: null, amountFen: yuan(60), thresholdQuantity: 20, validFrom: at(-120), validTo: at(-60) },
    ]);

    // ---- what products accept, and surcharges by cargo ----
    const seaRail = (originRail: string) => productIdOf.get(PRODUCT_PLANS.find((plan) => plan.originRail === originRail)!)!;
    await tx.insert(productCargoRule).values([
      { productId: idOf('PAN', 'NGX', 'DLC', 'QZH'), cargoBriefDescCode: '500003', effect: 'DENY', reason: '钦州港检疫要求：该航线暂不承运原木，请选择其他航线' },
      { productId: idOf('XIN', 'XH1', 'TSN', 'QZH'), cargoTypeCode: '1', effect: 'ALLOW', reason: null },
      { productId: seaRail('CGQ31'), cargoTypeCode: '0', effect: 'ALLOW', reason: null },
      { productId: seaRail('CKG31'), cargoTypeCode: '0', effect: 'ALLOW', reason: null },
      { productId: seaRail('BAV31'), cargoTypeCode: '0', effect: 'ALLOW', reason: null },
    ]);
    const carriers = [...new Set(LOOP_PLANS.map((plan) => plan.carrier))];
    await tx.insert(cargoTypeExtraCharge).values(
      carriers.flatMap((carrierCode) => [
        { carrierCode, cargoTypeCode: '1', containerTypeCode: '20GP', chargeCode: 'DGS', chargeCnnme: '危险品附加费', amountFen: yuan(800) },
        { carrierCode, cargoTypeCode: '1', containerTypeCode: '40GP', chargeCode: 'DGS', chargeCnnme: '危险品附加费', amountFen: yuan(1200) },
        { carrierCode, cargoTypeCode: '1', containerTypeCode: '40HQ', chargeCode: 'DGS', chargeCnnme: '危险品附加费', amountFen: yuan(1200) },
        { carrierCode, cargoTypeCode: '2', containerTypeCode: null, chargeCode: 'RFS', chargeCnnme: '冷藏货物附加费', amountFen: yuan(300) },
        { carrierCode, cargoTypeCode: '3', containerTypeCode: null, chargeCode: 'OOG', chargeCnnme: '超限货物附加费', amountFen: yuan(1500) },
        { carrierCode, cargoTypeCode: LIQUID_BAG.cargoTypeCode, containerTypeCode: '20GP', chargeCode: 'FLX', chargeCnnme: '液袋铺设费', amountFen: yuan(600) },
        { carrierCode, cargoTypeCode: '0', cargoBriefDescCode: '400001', containerTypeCode: null, chargeCode: 'HWS', chargeCnnme: '重货附加费', amountFen: yuan(150) },
      ]),
    );
  },
};
