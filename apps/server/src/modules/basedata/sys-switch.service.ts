import type { TSysSwitch } from '@coastbook/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { sysSwitch, sysSwitchRegion } from './basedata.tables';

/** Whether a capability is switched on; a type nobody configured counts as off. */
export async function isSwitchOn({ db, type }: { db: DbOrTx; type: string }): Promise<boolean> {
  const [row] = await db.select({ isOn: sysSwitch.isOn }).from(sysSwitch).where(eq(sysSwitch.type, type));
  return row?.isOn ?? false;
}

/** Every switch, by type. */
export async function findSwitches({ db }: { db: DbOrTx }): Promise<TSysSwitch[]> {
  return db
    .select({ type: sysSwitch.type, isOn: sysSwitch.isOn, description: sysSwitch.description })
    .from(sysSwitch)
    .orderBy(asc(sysSwitch.type));
}

/**
 * Whether a capability is on for every given first port of loading: a port's own setting wins, the
 * global setting covers the other ports, and an unknown type is off everywhere.
 */
export async function isSwitchOnForPorts({ db, type, portCodes }: { db: DbOrTx; type: string; portCodes: string[] }): Promise<boolean> {
  const [globalSetting] = await db.select({ isOn: sysSwitch.isOn }).from(sysSwitch).where(eq(sysSwitch.type, type));
  if (!globalSetting) return false;
  const overrides = await db
    .select({ portCode: sysSwitchRegion.portCode, isOn: sysSwitchRegion.isOn })
    .from(sysSwitchRegion)
    .where(and(eq(sysSwitchRegion.type, type), inArray(sysSwitchRegion.portCode, portCodes)));
  const overrideByPort = new Map(overrides.map((override) => [override.portCode, override.isOn]));
  return portCodes.every((portCode) => overrideByPort.get(portCode) ?? globalSetting.isOn);
}
