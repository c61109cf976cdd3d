import { chinaIsoWeekday } from '../date/china-calendar';

/**
 * The route network of the route-introduction pages (航线介绍: 具体航线 / 航线规模): what each service
 * loop runs over the next four weeks, counted from the sailing schedule, so the page never claims a
 * vessel or a sailing the schedule does not hold.
 *
 * A loop's upcoming voyages are those whose first call departs inside the window [now, now + 28 days).
 * Every figure of the loop is taken over them:
 *   vessels / deployed TEU   the distinct vessels sailing them, each vessel's capacity counted once;
 *   weekly sailings          their number ÷ the window's weeks, to 0.1;
 *   departure weekdays       the ISO weekdays (China time) on which they leave their first port;
 *   transit days             the median of first-call ETD → last-call ETA, to 0.1 day;
 *   next departure           the earliest first-call ETD;
 *   days from first port     per port of the loop's rotation, the median of first-call ETD → that
 *                            port's ETA, over the voyages that sail the rotation as listed.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Four weeks: far enough for a weekly loop to show its rhythm, near enough for the schedule to be firm. */
export const ROUTE_NETWORK_WINDOW_DAYS = 28;

export interface RouteNetworkPortCall {
  sequence: number;
  portCode: string;
  eta: Date;
  etd: Date;
}

export interface RouteNetworkVessel {
  code: string;
  teuCapacity: number;
}

export interface RouteNetworkVoyage<V extends RouteNetworkVessel = RouteNetworkVessel> {
  vessel: V;
  portCalls: readonly RouteNetworkPortCall[];
}

export interface RouteNetworkLoop<V extends RouteNetworkVessel = RouteNetworkVessel> {
  /** Port codes in the order the loop calls them. */
  portRotation: readonly string[];
  voyages: readonly RouteNetworkVoyage<V>[];
}

/** [start, end): a voyage belongs to it when its first call's ETD does. */
export interface SailingWindow {
  start: Date;
  end: Date;
}

export interface RouteNetworkPortFigure {
  portCode: string;
  /** null when no voyage of the window sailing the rotation called the port. */
  daysFromFirstPort: number | null;
}

export interface RouteNetworkLoopFigures<V extends RouteNetworkVessel = RouteNetworkVessel> {
  /** Distinct vessels, in the order of their first departure in the window. */
  vessels: V[];
  vesselCount: number;
  deployedTeu: number;
  weeklySailings: number;
  departureWeekdays: number[];
  transitDays: number | null;
  /** ISO instant. */
  nextDeparture: string | null;
  portRotation: RouteNetworkPortFigure[];
}

export interface RouteNetworkSummary {
  loopCount: number;
  /** Distinct ports in any loop's rotation. */
  portCount: number;
  /** Distinct vessels across the loops: a vessel moving between loops counts once. */
  vesselCount: number;
  deployedTeu: number;
  weeklySailings: number;
}

export interface RouteNetwork<V extends RouteNetworkVessel = RouteNetworkVessel> {
  summary: RouteNetworkSummary;
  /** In the order of the input loops. */
  loops: RouteNetworkLoopFigures<V>[];
}

export function routeNetworkWindow(now: Date, days = ROUTE_NETWORK_WINDOW_DAYS): SailingWindow {
  return { start: now, end: new Date(now.getTime() + days * DAY_MS) };
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

/** The middle value, or the mean of the two middle ones; null for no values. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A voyage's calls by sequence: the input order of the rows is not the order of the calls. */
function callsInOrder(voyage: RouteNetworkVoyage<RouteNetworkVessel>): RouteNetworkPortCall[] {
  return [...voyage.portCalls].sort((left, right) => left.sequence - right.sequence);
}

interface ScheduledVoyage<V extends RouteNetworkVessel> {
  vessel: V;
  calls: RouteNetworkPortCall[];
  departure: Date;
}

/** The voyages whose first call departs inside the window, earliest departure first. */
function voyagesInWindow<V extends RouteNetworkVessel>(voyages: readonly RouteNetworkVoyage<V>[], window: SailingWindow): ScheduledVoyage<V>[] {
  const scheduled: ScheduledVoyage<V>[] = [];
  for (const voyage of voyages) {
    const calls = callsInOrder(voyage);
    const departure = calls[0]?.etd;
    if (departure === undefined || departure.getTime() < window.start.getTime() || departure.getTime() >= window.end.getTime()) continue;
    scheduled.push({ vessel: voyage.vessel, calls, departure });
  }
  return scheduled.sort((left, right) => left.departure.getTime() - right.departure.getTime());
}

function distinctVessels<V extends RouteNetworkVessel>(voyages: readonly ScheduledVoyage<V>[]): V[] {
  const byCode = new Map<string, V>();
  for (const voyage of voyages) if (!byCode.has(voyage.vessel.code)) byCode.set(voyage.vessel.code, voyage.vessel);
  return [...byCode.values()];
}

function sumTeu(vessels: readonly RouteNetworkVessel[]): number {
  return vessels.reduce((total, vessel) => total + vessel.teuCapacity, 0);
}

function sailingsPerWeek(sailingCount: number, window: SailingWindow): number {
  const weeks = (window.end.getTime() - window.start.getTime()) / WEEK_MS;
  return weeks > 0 ? roundToTenth(sailingCount / weeks) : 0;
}

function departureWeekdays(voyages: readonly ScheduledVoyage<RouteNetworkVessel>[]): number[] {
  return [...new Set(voyages.map((voyage) => chinaIsoWeekday(voyage.departure)))].sort((left, right) => left - right);
}

function medianTransitDays(voyages: readonly ScheduledVoyage<RouteNetworkVessel>[]): number | null {
  // A voyage of a single call carries nothing anywhere: it has no transit to count.
  const transits = voyages.filter((voyage) => voyage.calls.length > 1).map((voyage) => daysBetween(voyage.departure, voyage.calls.at(-1)!.eta));
  const middle = median(transits);
  return middle === null ? null : roundToTenth(middle);
}

/**
 * Each rotation port's call on a voyage, matched in rotation order so a port listed twice finds its
 * own call; a port the voyage skips gets none.
 */
function callsAlongRotation(rotation: readonly string[], calls: readonly RouteNetworkPortCall[]): Array<RouteNetworkPortCall | undefined> {
  let next = 0;
  return rotation.map((portCode) => {
    const found = calls.findIndex((call, index) => index >= next && call.portCode === portCode);
    if (found === -1) return undefined;
    next = found + 1;
    return calls[found];
  });
}

function daysFromFirstPort(rotation: readonly string[], voyages: readonly ScheduledVoyage<RouteNetworkVessel>[]): RouteNetworkPortFigure[] {
  // Only voyages leaving from the rotation's first port time it: a return leg calls the ports in
  // reverse, and would give the first port the length of the whole voyage.
  const timing = voyages.filter((voyage) => voyage.calls[0]?.portCode === rotation[0]);
  const matched = timing.map((voyage) => ({ departure: voyage.departure, calls: callsAlongRotation(rotation, voyage.calls) }));
  return rotation.map((portCode, position) => {
    if (position === 0) return { portCode, daysFromFirstPort: timing.length > 0 ? 0 : null };
    const days = matched.flatMap(({ departure, calls }) => {
      const call = calls[position];
      return call ? [daysBetween(departure, call.eta)] : [];
    });
    const middle = median(days);
    return { portCode, daysFromFirstPort: middle === null ? null : roundToTenth(middle) };
  });
}

/** One loop's figures over its voyages in the window. */
export function computeLoopFigures<V extends RouteNetworkVessel>(loop: RouteNetworkLoop<V>, window: SailingWindow): RouteNetworkLoopFigures<V> {
  const voyages = voyagesInWindow(loop.voyages, window);
  const vessels = distinctVessels(voyages);
  return {
    vessels,
    vesselCount: vessels.length,
    deployedTeu: sumTeu(vessels),
    weeklySailings: sailingsPerWeek(voyages.length, window),
    departureWeekdays: departureWeekdays(voyages),
    transitDays: medianTransitDays(voyages),
    nextDeparture: voyages[0]?.departure.toISOString() ?? null,
    portRotation: daysFromFirstPort(loop.portRotation, voyages),
  };
}

/**
 * The whole network's figures. Weekly sailings are counted over all the loops' sailings and rounded
 * once, so the total does not carry the rounding of each loop.
 */
export function summarizeRouteNetwork(loops: readonly RouteNetworkLoop[], window: SailingWindow): RouteNetworkSummary {
  const voyages = loops.flatMap((loop) => voyagesInWindow(loop.voyages, window));
  const vessels = distinctVessels(voyages);
  return {
    loopCount: loops.length,
    portCount: new Set(loops.flatMap((loop) => loop.portRotation)).size,
    vesselCount: vessels.length,
    deployedTeu: sumTeu(vessels),
    weeklySailings: sailingsPerWeek(voyages.length, window),
  };
}

export function computeRouteNetwork<V extends RouteNetworkVessel>(loops: readonly RouteNetworkLoop<V>[], window: SailingWindow): RouteNetwork<V> {
  return { summary: summarizeRouteNetwork(loops, window), loops: loops.map((loop) => computeLoopFigures(loop, window)) };
}
