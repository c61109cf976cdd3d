import type { TServiceLoop } from '@coastbook/contracts';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { portFacility, serviceLoop } from './basedata.tables';

/** Service loops whose abbreviation starts with the text, optionally of one carrier, with their port rotation. */
export async function findServiceLoops({
  db,
  svcLoopAbbrv,
  carrier,
}: {
  db: DbOrTx;
  svcLoopAbbrv?: string | undefined;
  carrier?: string | undefined;
}): Promise<TServiceLoop[]> {
  const conditions: SQL[] = [];
  if (svcLoopAbbrv) conditions.push(ilike(serviceLoop.abbreviation, `${svcLoopAbbrv}%`));
  if (carrier) conditions.push(eq(serviceLoop.carrierCode, carrier));
  const loops = await db
    .select()
    .from(serviceLoop)
    .where(and(...conditions))
    .orderBy(asc(serviceLoop.sortOrder));
  const portCodes = [...new Set(loops.flatMap((loop) => loop.portRotation))];
  const ports =
    portCodes.length === 0
      ? []
      : await db
          .select({ code: portFacility.code, cnnme: portFacility.cnnme, ennme: portFacility.ennme })
          .from(portFacility)
          .where(inArray(portFacility.code, portCodes));
  const portByCode = new Map(ports.map((port) => [port.code, port]));
  return loops.map((loop) => ({
    svcLoopAbbrv: loop.abbreviation,
    svcLoopCnnme: loop.cnnme,
    svcLoopEnnme: loop.ennme,
    carrier: loop.carrierCode,
    // A port code no longer in the port list still shows, under its code.
    portRotation: loop.portRotation.map((code) => portByCode.get(code) ?? { code, cnnme: code, ennme: code }),
  }));
}
