import { describe, expect, it } from 'vitest';
import { clampSliderOffset, formatSlideOffset, maxSliderOffset, startDrag } from './slide-track';

describe('slide puzzle drag (000 §4.8, §9)', () => {
  it('stops the slider 38 px before the right edge of the 400 px puzzle', () => {
    expect(maxSliderOffset()).toBe(362);
    expect(clampSliderOffset(500)).toBe(362);
    expect(clampSliderOffset(-20)).toBe(0);
  });

  it('records x, vertical movement and elapsed time for every move', () => {
    const drag = startDrag({ clientX: 100, clientY: 50, timeMs: 1_000 });
    expect(drag.move(130, 52, 1_016)).toBe(30);
    drag.move(190.26, 49, 1_040);
    expect(drag.points()).toEqual([
      { x: 0, y: 0, t: 0 },
      { x: 30, y: 2, t: 16 },
      { x: 90.3, y: -1, t: 40 },
    ]);
    expect(drag.offset()).toBeCloseTo(90.26);
    expect(formatSlideOffset(drag.offset())).toBe('90.3');
  });

  it('keeps times from going back and the slider within bounds', () => {
    const drag = startDrag({ clientX: 0, clientY: 0, timeMs: 0 });
    drag.move(10, 0, 50);
    drag.move(1_000, 0, 40);
    expect(drag.points().map((point) => point.t)).toEqual([0, 50, 50]);
    expect(drag.offset()).toBe(362);
  });
});
