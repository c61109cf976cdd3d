import { ZSlideTrack, type TSlideTrackPoint } from '@coastbook/contracts';

/** Fewest samples a real drag produces (pointer-move events fire every ~16 ms). */
export const TRACK_MIN_POINTS = 5;
/** A human drag of a few hundred pixels takes longer than this. */
export const TRACK_MIN_DURATION_MS = 150;
/** Longer than the puzzle lives: not a drag of this puzzle. */
export const TRACK_MAX_DURATION_MS = 120_000;
/** When the track gives x, its last x must be this close to the offset sent (display px). */
export const TRACK_END_TOLERANCE_PX = 10;

/** Reads `tracks`: JSON text, or base64 of the JSON. Undefined when it is neither or not an array of points. */
export function parseSlideTrack(encoded: string): TSlideTrackPoint[] | undefined {
  const candidates = [encoded];
  if (!encoded.trimStart().startsWith('[')) candidates.push(Buffer.from(encoded, 'base64').toString('utf8'));
  for (const text of candidates) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const parsed = ZSlideTrack.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

const allEqual = (values: number[]) => values.every((value) => Math.abs(value - values[0]!) < 1e-9);

/**
 * Whether a track looks like a person dragging: enough samples, times that never go back, a
 * plausible duration, some irregularity (a script moves in a straight line with equal steps at
 * equal intervals), and — when x is given — an end where the block was let go.
 */
export function isHumanSlideTrack(points: readonly TSlideTrackPoint[], releasedAt: number): boolean {
  if (points.length < TRACK_MIN_POINTS) return false;
  const times = points.map((point) => point.t);
  for (let index = 1; index < times.length; index += 1) if (times[index]! < times[index - 1]!) return false;
  const duration = times[times.length - 1]! - times[0]!;
  if (duration < TRACK_MIN_DURATION_MS || duration > TRACK_MAX_DURATION_MS) return false;

  const steps = (values: number[]) => values.slice(1).map((value, index) => value - values[index]!);
  const xs = points.every((point) => point.x !== undefined) ? points.map((point) => point.x!) : undefined;
  const straight = allEqual(points.map((point) => point.y));
  const evenTimes = allEqual(steps(times));
  const evenSteps = xs === undefined || allEqual(steps(xs));
  if (straight && evenTimes && evenSteps) return false;

  if (xs !== undefined && Math.abs(xs[xs.length - 1]! - releasedAt) > TRACK_END_TOLERANCE_PX) return false;
  return true;
}
