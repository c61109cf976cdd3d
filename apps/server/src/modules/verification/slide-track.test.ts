import { describe, expect, it } from 'vitest';
import { isHumanSlideTrack, parseSlideTrack } from './slide-track';

const drag = (endX: number) =>
  Array.from({ length: 12 }, (_, index) => ({ x: Math.round((endX * (1 - (1 - index / 11) ** 2)) * 10) / 10, y: index % 3 === 0 ? 1 : 0, t: index * 20 + (index % 2) * 7 }));

describe('parseSlideTrack', () => {
  it('reads JSON and base64 of JSON', () => {
    const points = [{ x: 1, y: 0, t: 0 }, { y: 2, t: 5 }];
    expect(parseSlideTrack(JSON.stringify(points))).toEqual(points);
    expect(parseSlideTrack(Buffer.from(JSON.stringify(points)).toString('base64'))).toEqual(points);
  });

  it('answers undefined for anything else', () => {
    for (const text of ['', 'not json', '{"x":1}', '[{"x":1}]', '[1,2,3]', Buffer.from('garbage').toString('base64')]) {
      expect(parseSlideTrack(text), text).toBeUndefined();
    }
  });
});

describe('isHumanSlideTrack', () => {
  it('passes an uneven drag that ends where the block was let go', () => {
    expect(isHumanSlideTrack(drag(200), 200)).toBe(true);
    // Vertical movements only (no x) are enough too.
    expect(isHumanSlideTrack(drag(200).map(({ y, t }) => ({ y, t })), 200)).toBe(true);
  });

  it('needs at least 5 points spanning at least 150 ms, times never going back', () => {
    expect(isHumanSlideTrack(drag(200).slice(0, 4), 200)).toBe(false);
    expect(isHumanSlideTrack(drag(200).map((point) => ({ ...point, t: point.t / 10 })), 200)).toBe(false);
    const backwards = drag(200);
    backwards[5] = { ...backwards[5]!, t: 0 };
    expect(isHumanSlideTrack(backwards, 200)).toBe(false);
  });

  it('refuses a perfectly straight and uniform track (a script)', () => {
    const robotic = Array.from({ length: 10 }, (_, index) => ({ x: index * 20, y: 0, t: index * 30 }));
    expect(isHumanSlideTrack(robotic, 180)).toBe(false);
    // The same with one wobble of y passes.
    expect(isHumanSlideTrack(robotic.map((point, index) => (index === 4 ? { ...point, y: 1 } : point)), 180)).toBe(true);
  });

  it('refuses a track whose x ends far from the offset sent', () => {
    expect(isHumanSlideTrack(drag(120), 200)).toBe(false);
  });
});
