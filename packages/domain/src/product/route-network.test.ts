import { describe, expect, it } from 'vitest';
import { computeLoopFigures, computeRouteNetwork, routeNetworkWindow, type RouteNetworkPortCall, type RouteNetworkVoyage } from './route-network';

const DAY = 86_400_000;
const now = new Date('2026-11-20T00:00:00Z');
const window = routeNetworkWindow(now);

/** A voyage leaving its first port at `departure`, reaching each later port `days` after it (ETD 20 h after ETA). */
function voyage(vessel: { code: string; teuCapacity: number }, departure: string, calls: Array<[portCode: string, days: number]>): RouteNetworkVoyage {
  const start = new Date(departure).getTime();
  const portCalls: RouteNetworkPortCall[] = calls.map(([portCode, days], index) => {
    const eta = new Date(index === 0 ? start - 20 * 3_600_000 : start + days * DAY);
    return { sequence: index + 1, portCode, eta, etd: index === 0 ? new Date(start) : new Date(eta.getTime() + 20 * 3_600_000) };
  });
  return { vessel, portCalls };
}

const phoenix = { code: 'PHX', teuCapacity: 1800 };
const qilin = { code: 'PQL', teuCapacity: 1700 };
const nanhai = { code: 'PNH', teuCapacity: 2200 };
const rotation = ['SHA', 'NGB', 'XMN', 'QZH'];

describe('route network: one loop over the next four weeks', () => {
  // Southbound leaves Shanghai on Saturdays 18:00 China time; a northbound return leaves Qinzhou
  // on Tuesday 01:00 China time, still Monday in UTC.
  const southFirst = voyage(phoenix, '2026-11-21T10:00:00Z', [['SHA', 0], ['NGB', 1], ['XMN', 3], ['QZH', 5]]);
  const southSkippingXiamen = voyage(qilin, '2026-11-28T10:00:00Z', [['SHA', 0], ['NGB', 1.5], ['QZH', 6]]);
  const southAgain = voyage(phoenix, '2026-12-05T10:00:00Z', [['SHA', 0], ['NGB', 1], ['XMN', 3], ['QZH', 5]]);
  const northReturn = voyage(nanhai, '2026-11-23T17:00:00Z', [['QZH', 0], ['XMN', 2], ['NGB', 5], ['SHA', 7]]);
  const atWindowEnd = voyage({ code: 'PBH', teuCapacity: 2400 }, window.end.toISOString(), [['SHA', 0], ['QZH', 5]]);
  const alreadyGone = voyage({ code: 'PJL', teuCapacity: 1500 }, '2026-11-19T23:00:00Z', [['SHA', 0], ['QZH', 5]]);
  // The calls of a voyage may come in any order: the sequence orders them.
  const shuffled = { ...southAgain, portCalls: [...southAgain.portCalls].reverse() };
  const figures = computeLoopFigures({ portRotation: rotation, voyages: [atWindowEnd, southFirst, shuffled, northReturn, southSkippingXiamen, alreadyGone] }, window);

  it('counts each vessel once, with its capacity once, and leaves out voyages outside the window', () => {
    expect(figures.vessels.map((vessel) => vessel.code)).toEqual(['PHX', 'PNH', 'PQL']);
    expect(figures.vesselCount).toBe(3);
    expect(figures.deployedTeu).toBe(1800 + 2200 + 1700);
  });

  it('gives sailings per week, departure weekdays in China time and the next departure', () => {
    expect(figures.weeklySailings).toBe(1);
    expect(figures.departureWeekdays).toEqual([2, 6]);
    expect(figures.nextDeparture).toBe('2026-11-21T10:00:00.000Z');
  });

  it('takes the median transit, first departure to last arrival, to a tenth of a day', () => {
    // Transits 5, 7, 6, 5 days: the median of an even count is the mean of the middle two.
    expect(figures.transitDays).toBe(5.5);
  });

  it('times the rotation on the voyages leaving from its first port, skipping a port a voyage does not call', () => {
    expect(figures.portRotation).toEqual([
      { portCode: 'SHA', daysFromFirstPort: 0 },
      { portCode: 'NGB', daysFromFirstPort: 1 },
      { portCode: 'XMN', daysFromFirstPort: 3 },
      { portCode: 'QZH', daysFromFirstPort: 5 },
    ]);
  });

  it('finds its own call for a port the rotation lists twice', () => {
    const roundTrip = voyage(phoenix, '2026-11-21T10:00:00Z', [['SHA', 0], ['NGB', 1.25], ['SHA', 2.5]]);
    const loop = computeLoopFigures({ portRotation: ['SHA', 'NGB', 'SHA'], voyages: [roundTrip] }, window);
    expect(loop.portRotation.map((port) => port.daysFromFirstPort)).toEqual([0, 1.3, 2.5]);
    expect(loop.weeklySailings).toBe(0.3);
  });

  it('shows zeros and no times for a loop without a sailing in the window', () => {
    expect(computeLoopFigures({ portRotation: rotation, voyages: [atWindowEnd, alreadyGone] }, window)).toEqual({
      vessels: [],
      vesselCount: 0,
      deployedTeu: 0,
      weeklySailings: 0,
      departureWeekdays: [],
      transitDays: null,
      nextDeparture: null,
      portRotation: rotation.map((portCode) => ({ portCode, daysFromFirstPort: null })),
    });
  });
});

describe('route network: the whole network', () => {
  it('counts ports and vessels once across loops and rounds the weekly sailings of the total once', () => {
    const network = computeRouteNetwork(
      [
        { portRotation: ['SHA', 'NGB'], voyages: [voyage(phoenix, '2026-11-21T10:00:00Z', [['SHA', 0], ['NGB', 1]])] },
        // The same vessel moves to another loop later in the window.
        { portRotation: ['NGB', 'DLC'], voyages: [voyage(phoenix, '2026-12-01T10:00:00Z', [['NGB', 0], ['DLC', 3]])] },
        { portRotation: ['TAO'], voyages: [] },
      ],
      window,
    );
    expect(network.summary).toEqual({ loopCount: 3, portCount: 4, vesselCount: 1, deployedTeu: 1800, weeklySailings: 0.5 });
    // Each loop alone: one sailing in four weeks.
    expect(network.loops.map((loop) => loop.weeklySailings)).toEqual([0.3, 0.3, 0]);
    expect(network.loops.map((loop) => loop.deployedTeu)).toEqual([1800, 1800, 0]);
  });
});
