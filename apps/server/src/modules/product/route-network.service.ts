import type { TGetRouteNetworkResponse } from '@coastbook/contracts';
import { computeRouteNetwork, routeNetworkWindow, type RouteNetworkPortCall, type RouteNetworkVoyage, type SailingWindow } from '@coastbook/domain';
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { findServiceLoops } from '../basedata';
import { portCall, vessel, voyage } from './product.tables';

interface NetworkVessel {
  code: string;
  cnnme: string;
  ennme: string;
  teuCapacity: number;
}

const loopKey = (carrierCode: string, svcLoopAbbrv: string) => `${carrierCode}:${svcLoopAbbrv}`;

/**
 * The open voyages whose first call departs inside the window and has not sailed yet, with their
 * vessels and all their calls, by loop: two queries whatever the number of loops.
 */
async function findUpcomingVoyagesByLoop({ db, window }: { db: DbOrTx; window: SailingWindow }): Promise<Map<string, RouteNetworkVoyage<NetworkVessel>[]>> {
  const firstCall = alias(portCall, 'network_first_call');
  const voyages = await db
    .select({
      id: voyage.id,
      carrierCode: voyage.carrierCode,
      svcLoopAbbrv: voyage.svcLoopAbbrv,
      vessel: { code: vessel.code, cnnme: vessel.cnnme, ennme: vessel.ennme, teuCapacity: vessel.teuCapacity },
    })
    .from(voyage)
    .innerJoin(vessel, eq(vessel.code, voyage.vesselCode))
    // Calls are numbered from 1 when a voyage is written: call 1 is where the voyage starts.
    .innerJoin(firstCall, and(eq(firstCall.voyageId, voyage.id), eq(firstCall.sequence, 1)))
    .where(
      and(
        eq(voyage.status, 'open'),
        gte(firstCall.etd, window.start),
        lt(firstCall.etd, window.end),
        // A ship recorded as gone from its first port is no longer an upcoming sailing, whatever its ETD said.
        isNull(firstCall.atd),
      ),
    );
  const calls =
    voyages.length === 0
      ? []
      : await db
          .select({ voyageId: portCall.voyageId, sequence: portCall.sequence, portCode: portCall.portCode, eta: portCall.eta, etd: portCall.etd })
          .from(portCall)
          .where(inArray(portCall.voyageId, voyages.map((row) => row.id)))
          .orderBy(asc(portCall.voyageId), asc(portCall.sequence));
  const callsByVoyage = new Map<string, RouteNetworkPortCall[]>();
  for (const { voyageId, ...call } of calls) {
    const voyageCalls = callsByVoyage.get(voyageId) ?? [];
    voyageCalls.push(call);
    callsByVoyage.set(voyageId, voyageCalls);
  }
  const byLoop = new Map<string, RouteNetworkVoyage<NetworkVessel>[]>();
  for (const row of voyages) {
    const key = loopKey(row.carrierCode, row.svcLoopAbbrv);
    const loopVoyages = byLoop.get(key) ?? [];
    loopVoyages.push({ vessel: row.vessel, portCalls: callsByVoyage.get(row.id) ?? [] });
    byLoop.set(key, loopVoyages);
  }
  return byLoop;
}

/**
 * getRouteNetwork: every service loop (in sort order) with what it runs over the next four weeks —
 * vessels and capacity, sailings per week, departure days, transit and the days to each port of its
 * rotation — and the network's totals. A loop without a sailing in that time is still listed, at zero.
 */
export async function findRouteNetwork({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<TGetRouteNetworkResponse> {
  const window = routeNetworkWindow(now);
  const [loops, voyagesByLoop] = await Promise.all([findServiceLoops({ db }), findUpcomingVoyagesByLoop({ db, window })]);
  const network = computeRouteNetwork(
    loops.map((loop) => ({
      portRotation: loop.portRotation.map((port) => port.code),
      voyages: voyagesByLoop.get(loopKey(loop.carrier, loop.svcLoopAbbrv)) ?? [],
    })),
    window,
  );
  return {
    summary: network.summary,
    loops: loops.map((loop, index) => {
      const figures = network.loops[index]!;
      return {
        svcLoopAbbrv: loop.svcLoopAbbrv,
        svcLoopCnnme: loop.svcLoopCnnme,
        svcLoopEnnme: loop.svcLoopEnnme,
        carrier: loop.carrier,
        vesselCount: figures.vesselCount,
        deployedTeu: figures.deployedTeu,
        weeklySailings: figures.weeklySailings,
        departureWeekdays: figures.departureWeekdays,
        transitDays: figures.transitDays,
        nextDeparture: figures.nextDeparture,
        portRotation: loop.portRotation.map((port, position) => ({ ...port, daysFromFirstPort: figures.portRotation[position]?.daysFromFirstPort ?? null })),
        vessels: figures.vessels.map((entry) => ({ vslCde: entry.code, vslCnnme: entry.cnnme, vslEnnme: entry.ennme, teuCapacity: entry.teuCapacity })),
      };
    }),
  };
}
