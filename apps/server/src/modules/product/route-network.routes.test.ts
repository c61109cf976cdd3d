import type { TGetRouteNetworkResponse, TRouteNetworkLoop } from '@coastbook/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await testApp.database.db.execute(query)).rows as T[];
}

const routeNetwork = async () => {
  const { status, body } = await callApi<TGetRouteNetworkResponse>(testApp, 'GET', 'web/commonUrl/getRouteNetwork');
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
};

const loopOf = (network: TGetRouteNetworkResponse, carrier: string, svcLoopAbbrv: string): TRouteNetworkLoop => {
  const loop = network.loops.find((entry) => entry.carrier === carrier && entry.svcLoopAbbrv === svcLoopAbbrv);
  expect(loop, `${carrier} ${svcLoopAbbrv} is listed`).toBeDefined();
  return loop!;
};

/**
 * The schedule as the page should count it, straight from the tables: open voyages whose first call
 * (lowest sequence) departs in the next 28 days and has no recorded departure.
 */
const UPCOMING = sql`
  upcoming as (
    select v.id, v.carrier_code, v.svc_loop_abbrv, v.vessel_code, f.etd, f.port_code as first_port,
           (select c.eta from port_call c where c.voyage_id = v.id order by c.sequence desc limit 1) as last_eta
    from voyage v
    join port_call f on f.voyage_id = v.id and f.sequence = (select min(sequence) from port_call where voyage_id = v.id)
    where v.status = 'open' and f.atd is null and f.etd >= now() and f.etd < now() + interval '28 days'
  )`;

interface ExpectedLoop {
  carrier: string;
  svc_loop_abbrv: string;
  sailings: number;
  weekly_sailings: number;
  vessel_count: number;
  deployed_teu: number;
  vessel_codes: string[];
  weekdays: number[];
  transit_days: number | null;
  next_departure: string | null;
}

/** Per service loop, in sort order. */
async function expectedLoops(): Promise<ExpectedLoop[]> {
  return rows<ExpectedLoop>(sql`
    with ${UPCOMING}
    select l.carrier_code as carrier, l.abbreviation as svc_loop_abbrv,
           count(u.id)::int as sailings,
           round(count(u.id) / 4.0, 1)::float8 as weekly_sailings,
           count(distinct u.vessel_code)::int as vessel_count,
           coalesce((select sum(teu_capacity) from vessel where code in
             (select vessel_code from upcoming where carrier_code = l.carrier_code and svc_loop_abbrv = l.abbreviation)), 0)::int as deployed_teu,
           coalesce(array_agg(distinct u.vessel_code) filter (where u.id is not null), '{}') as vessel_codes,
           coalesce(array_agg(distinct extract(isodow from u.etd at time zone 'Asia/Shanghai')::int) filter (where u.id is not null), '{}') as weekdays,
           round((percentile_cont(0.5) within group (order by extract(epoch from u.last_eta - u.etd) / 86400))::numeric, 1)::float8 as transit_days,
           to_char(min(u.etd) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as next_departure
    from service_loop l
    left join upcoming u on u.carrier_code = l.carrier_code and u.svc_loop_abbrv = l.abbreviation
    group by l.carrier_code, l.abbreviation, l.sort_order
    order by l.sort_order`);
}

/** Median days from the first call's ETD to each later port's ETA, over the voyages leaving from the loop's first port. */
async function expectedDaysFromFirstPort(): Promise<Map<string, number>> {
  const medians = await rows<{ key: string; days: number }>(sql`
    with ${UPCOMING}
    select u.carrier_code || ':' || u.svc_loop_abbrv || ':' || c.port_code as key,
           round((percentile_cont(0.5) within group (order by extract(epoch from c.eta - u.etd) / 86400))::numeric, 1)::float8 as days
    from upcoming u
    join service_loop l on l.carrier_code = u.carrier_code and l.abbreviation = u.svc_loop_abbrv and u.first_port = l.port_rotation[1]
    join port_call c on c.voyage_id = u.id and c.port_code <> u.first_port
    group by 1`);
  return new Map(medians.map((row) => [row.key, row.days]));
}

function expectFiguresOf(loop: TRouteNetworkLoop, expected: ExpectedLoop): void {
  const label = `${expected.carrier} ${expected.svc_loop_abbrv}`;
  expect(loop.vesselCount, `${label} vessels`).toBe(expected.vessel_count);
  expect(loop.deployedTeu, `${label} TEU`).toBe(expected.deployed_teu);
  expect(loop.weeklySailings, `${label} sailings per week`).toBe(expected.weekly_sailings);
  expect(loop.vessels.map((vessel) => vessel.vslCde).sort(), `${label} vessel list`).toEqual([...expected.vessel_codes].sort());
  expect(loop.departureWeekdays, `${label} weekdays`).toEqual([...expected.weekdays].sort((left, right) => left - right));
  expect(loop.transitDays, `${label} transit`).toBe(expected.transit_days);
  expect(loop.nextDeparture, `${label} next departure`).toBe(expected.next_departure);
}

describe('GET web/commonUrl/getRouteNetwork', () => {
  it('answers without a token, listing every service loop in sort order with its port rotation, cacheable for the session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/web/commonUrl/getRouteNetwork' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const network = response.json<{ code: number; data: TGetRouteNetworkResponse }>();
    expect(network.code).toBe(0);

    const loops = await rows<{ carrier_code: string; abbreviation: string; cnnme: string; port_names: string[]; port_codes: string[] }>(sql`
      select l.carrier_code, l.abbreviation, l.cnnme, l.port_rotation as port_codes,
             array(select p.cnnme from unnest(l.port_rotation) with ordinality as r(code, position) join port_facility p on p.code = r.code order by r.position) as port_names
      from service_loop l order by l.sort_order`);
    expect(loops.length).toBeGreaterThan(5);
    expect(network.data.loops.map((loop) => `${loop.carrier}:${loop.svcLoopAbbrv}:${loop.svcLoopCnnme}`)).toEqual(
      loops.map((loop) => `${loop.carrier_code}:${loop.abbreviation}:${loop.cnnme}`),
    );
    network.data.loops.forEach((loop, index) => {
      expect(loop.portRotation.map((port) => port.code)).toEqual(loops[index]!.port_codes);
      expect(loop.portRotation.map((port) => port.cnnme)).toEqual(loops[index]!.port_names);
    });
  });

  it('counts each loop’s vessels, capacity, sailings, weekdays, transit and next departure as the schedule holds them', async () => {
    const network = await routeNetwork();
    const expected = await expectedLoops();
    expect(network.loops).toHaveLength(expected.length);
    // The seed sails most loops weekly both ways: the comparison is not one of zeros.
    expect(expected.filter((loop) => loop.sailings > 0).length).toBeGreaterThan(5);
    network.loops.forEach((loop, index) => expectFiguresOf(loop, expected[index]!));
    // A vessel's name and capacity come from the vessel table.
    const [phoenix] = await rows<{ code: string; cnnme: string; teu_capacity: number }>(sql`select code, cnnme, teu_capacity from vessel where code = 'PHX'`);
    const listed = network.loops.flatMap((loop) => loop.vessels).find((vessel) => vessel.vslCde === 'PHX');
    expect(listed).toMatchObject({ vslCnnme: phoenix!.cnnme, teuCapacity: phoenix!.teu_capacity });
  });

  it('gives each port of a rotation the median days from the first port', async () => {
    const network = await routeNetwork();
    const medians = await expectedDaysFromFirstPort();
    const timed = network.loops.filter((loop) => loop.portRotation[0]!.daysFromFirstPort === 0);
    expect(timed.length).toBeGreaterThan(5);
    for (const loop of network.loops) {
      const [first, ...rest] = loop.portRotation;
      // The first port is the start (0) whenever a voyage of the window leaves from it.
      const leavesFromFirst = rest.some((port) => medians.has(`${loop.carrier}:${loop.svcLoopAbbrv}:${port.code}`));
      expect(first!.daysFromFirstPort, `${loop.svcLoopAbbrv} ${first!.code}`).toBe(leavesFromFirst ? 0 : null);
      for (const port of rest) {
        expect(port.daysFromFirstPort, `${loop.svcLoopAbbrv} ${port.code}`).toBe(medians.get(`${loop.carrier}:${loop.svcLoopAbbrv}:${port.code}`) ?? null);
      }
    }
  });

  it('sums the network: loops, distinct ports, vessels counted once, sailings per week', async () => {
    const network = await routeNetwork();
    const [expected] = await rows<{ loop_count: number; port_count: number; vessel_count: number; deployed_teu: number; weekly_sailings: number }>(sql`
      with ${UPCOMING}
      select (select count(*) from service_loop)::int as loop_count,
             (select count(distinct code) from service_loop, unnest(port_rotation) as code)::int as port_count,
             (select count(distinct vessel_code) from upcoming)::int as vessel_count,
             (select coalesce(sum(teu_capacity), 0) from vessel where code in (select vessel_code from upcoming))::int as deployed_teu,
             (select round(count(*) / 4.0, 1) from upcoming)::float8 as weekly_sailings`);
    expect(network.summary).toEqual({
      loopCount: expected!.loop_count,
      portCount: expected!.port_count,
      vesselCount: expected!.vessel_count,
      deployedTeu: expected!.deployed_teu,
      weeklySailings: expected!.weekly_sailings,
    });
  });

  it('drops a voyage once its first call has a recorded departure', async () => {
    const before = loopOf(await routeNetwork(), 'PAN', 'EBX');
    expect(before.nextDeparture).not.toBeNull();
    // The ship left its first port early: the staff record the departure before the scheduled ETD.
    await testApp.database.db.execute(sql`
      update port_call set atd = now() where id = (
        select f.id from voyage v join port_call f on f.voyage_id = v.id and f.sequence = 1
        where v.carrier_code = 'PAN' and v.svc_loop_abbrv = 'EBX' and v.status = 'open' and f.etd = ${before.nextDeparture}::timestamptz)`);
    const after = loopOf(await routeNetwork(), 'PAN', 'EBX');
    const expected = (await expectedLoops()).find((loop) => loop.carrier === 'PAN' && loop.svc_loop_abbrv === 'EBX')!;
    expect(Date.parse(after.nextDeparture!)).toBeGreaterThan(Date.parse(before.nextDeparture!));
    expect(after.weeklySailings).toBeLessThan(before.weeklySailings);
    expectFiguresOf(after, expected);
  });

  it('still lists a loop whose voyages are all cancelled, at zero', async () => {
    const before = await routeNetwork();
    const position = before.loops.findIndex((loop) => loop.carrier === 'NBY' && loop.svcLoopAbbrv === 'NB1');
    expect(before.loops[position]!.weeklySailings).toBeGreaterThan(0);
    await testApp.database.db.execute(sql`update voyage set status = 'cancelled' where carrier_code = 'NBY' and svc_loop_abbrv = 'NB1'`);
    const after = await routeNetwork();
    expect(after.loops.map((loop) => loop.svcLoopAbbrv)).toEqual(before.loops.map((loop) => loop.svcLoopAbbrv));
    expect(after.loops[position]).toMatchObject({
      vesselCount: 0,
      deployedTeu: 0,
      weeklySailings: 0,
      departureWeekdays: [],
      transitDays: null,
      nextDeparture: null,
      vessels: [],
    });
    expect(after.loops[position]!.portRotation.every((port) => port.daysFromFirstPort === null)).toBe(true);
    expect(after.summary.weeklySailings).toBeLessThan(before.summary.weeklySailings);
  });
});
