import { SLIDE_PUZZLE } from '@coastbook/domain';
import type { TSlideTrackPoint } from '@coastbook/contracts';

/**
 * The drag of the slide puzzle (000 §4.8, §7.2): where the slider may go, and the track sent with
 * the answer — one sample per pointer move from press to release: the slider's left offset `x`, the
 * pointer's vertical movement `y` since the press, and `t` ms since the press.
 */

/** Width of the slider handle; its left edge stops 38 px before the right edge, so it ends flush. */
export const SLIDER_HANDLE_PX = SLIDE_PUZZLE.sliderEndGapPx;

/** Furthest left offset of the slider (and of the block, which follows it 1:1). */
export function maxSliderOffset(widthPx: number = SLIDE_PUZZLE.widthPx): number {
  return widthPx - SLIDE_PUZZLE.sliderEndGapPx;
}

export function clampSliderOffset(offset: number, widthPx: number = SLIDE_PUZZLE.widthPx): number {
  return Math.min(Math.max(offset, 0), maxSliderOffset(widthPx));
}

export interface DragRecorder {
  /** Records a pointer position; answers the slider offset it puts the slider at. */
  move(clientX: number, clientY: number, timeMs: number): number;
  /** The samples so far. */
  points(): TSlideTrackPoint[];
  /** The slider offset now. */
  offset(): number;
}

/** Starts recording at the press: the slider was at `startOffset` and the pointer at (clientX, clientY). */
export function startDrag(options: {
  clientX: number;
  clientY: number;
  timeMs: number;
  startOffset?: number;
  widthPx?: number;
}): DragRecorder {
  const startOffset = options.startOffset ?? 0;
  const samples: TSlideTrackPoint[] = [{ x: startOffset, y: 0, t: 0 }];
  let current = startOffset;
  return {
    move(clientX, clientY, timeMs) {
      current = clampSliderOffset(startOffset + clientX - options.clientX, options.widthPx);
      const t = Math.max(0, Math.round(timeMs - options.timeMs));
      const last = samples[samples.length - 1];
      // Times never go back (the server refuses such a track), even if events arrive out of order.
      samples.push({ x: round(current), y: round(clientY - options.clientY), t: Math.max(t, last?.t ?? 0) });
      return current;
    },
    points: () => [...samples],
    offset: () => current,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The offset as the verify call wants it: text, at most one decimal. */
export function formatSlideOffset(offset: number): string {
  return String(round(offset));
}
