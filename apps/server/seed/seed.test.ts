import { CARRIERS, DEFAULT_CARRIER } from '@coastbook/domain';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as tables from '../src/modules/basedata/basedata.tables';
import { connectDatabase, type Database } from '../src/platform/db/client';
import { runMigrations } from '../src/platform/db/migrate';
import { databaseUrl, withAdminClient } from '../src/testing/test-cluster';
import { seedIfEmpty } from './index';

/** Row counts of every basedata table, to compare before and after a second seed. */
async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[name] = row!.count;
  }
  return counts;
}

describe('seedIfEmpty on a freshly migrated, empty database', () => {
  const adminUrl = inject('databaseAdminUrl');
  const name = `seed_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  let database: Database;

  beforeAll(async () => {
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    database = connectDatabase({ url: databaseUrl(adminUrl, name), poolSize: 4 });
    await runMigrations(database.pool);
  });

  afterAll(async () => {
    await database?.close();
    await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('seeds once; a second run changes nothing and says so', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const afterFirst = await countRows(database);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await countRows(database)).toEqual(afterFirst);
  });

  it('lets only one of several instances starting together seed', async () => {
    // A database of its own, so every caller finds it empty.
    const raceName = `${name}_race`;
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${raceName}`));
    const race = connectDatabase({ url: databaseUrl(adminUrl, raceName), poolSize: 4 });
    try {
      await runMigrations(race.pool);
      const results = await Promise.all([seedIfEmpty(race.db), seedIfEmpty(race.db), seedIfEmpty(race.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [carriers] = await race.db.select({ count: sql<number>`count(*)::int` }).from(tables.carrier);
      expect(carriers!.count).toBe(7);
    } finally {
      await race.close();
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${raceName} WITH (FORCE)`));
    }
  });

  it('loads realistic base data', async () => {
    const counts = await countRows(database);
    const carriers = await database.db.select().from(tables.carrier).orderBy(asc(tables.carrier.sortOrder));
    expect(carriers.map((carrier) => carrier.code)).toEqual([...CARRIERS]);
    expect(carriers.filter((carrier) => carrier.isDefault).map((carrier) => carrier.code)).toEqual([DEFAULT_CARRIER]);
    expect(counts.cargoBriefDesc).toBeGreaterThanOrEqual(40);

    const facilities = await database.db.select().from(tables.portFacility);
    const ports = facilities.filter((row) => row.type === 'P');
    expect(ports.length).toBeGreaterThanOrEqual(25);
    expect(ports.every((port) => port.unLocode === `CN${port.code}`)).toBe(true);
    expect(ports.filter((port) => port.isHot)).toHaveLength(8);
    expect(facilities.filter((row) => row.type === 'R').length).toBeGreaterThanOrEqual(8);
    expect(facilities.filter((row) => row.type === 'F').length).toBeGreaterThanOrEqual(20);
  });

  it('keeps a voyage open for booking until the ship has left its last port', async () => {
    // Each voyage's seeded status against its calls: closed exactly when every call's departure is past.
    const voyages = await database.db.execute<{ voyage_no: string; status: string; ports_ahead: number; first_departed: boolean }>(sql`
      select v.voyage_no, v.status,
        count(*) filter (where c.etd > now())::int as ports_ahead,
        bool_or(c.sequence = 1 and c.etd <= now()) as first_departed
      from voyage v join port_call c on c.voyage_id = v.id
      where v.status <> 'cancelled'
      group by v.id, v.voyage_no, v.status`);
    for (const row of voyages.rows) {
      expect(row.status, `${row.voyage_no} with ${row.ports_ahead} ports ahead`).toBe(row.ports_ahead > 0 ? 'open' : 'closed');
    }
    // The demo has both: voyages made, and voyages yet to leave their first port.
    expect(voyages.rows.some((row) => row.status === 'closed')).toBe(true);
    expect(voyages.rows.some((row) => row.status === 'open' && !row.first_departed)).toBe(true);
  });

  it('only runs loops on ports their carrier calls', async () => {
    const called = new Set((await database.db.select().from(tables.carrierPort)).map((row) => `${row.carrierCode}:${row.portCode}`));
    for (const loop of await database.db.select().from(tables.serviceLoop)) {
      for (const portCode of loop.portRotation) {
        expect(called.has(`${loop.carrierCode}:${portCode}`), `${loop.carrierCode} ${loop.abbreviation} calls ${portCode}`).toBe(true);
      }
    }
  });
});
