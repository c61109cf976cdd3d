import { SLIDE_PUZZLE } from '@coastbook/domain';
import { z } from 'zod';

/**
 * Slide puzzle (000 §4.8, §7.2). GET web/commonUrl/getSlideVerify renders a puzzle; the client drags
 * the block to the hole and POSTs web/commonUrl/verifySlideBlockByUrlKey with where it let go and the
 * track of the drag. A passed key is then the proof a code send (slideKey) or a captcha login
 * (randomStr) spends, once, within 2 minutes.
 */

export const ZGetSlideVerifyQuery = z.object({
  showWidth: z.coerce
    .number({ error: 'showWidth 必须是数字' })
    .int('showWidth 必须是整数')
    .min(100, 'showWidth 不能小于100')
    .max(1600, 'showWidth 不能大于1600')
    .optional()
    .describe('Width in px the client shows the 400 px puzzle at (default 400); offsets are sent in this scale'),
  key: z.string().max(100).optional().describe('Key of the puzzle being replaced (refresh icon); it is retired'),
});
export type TGetSlideVerifyQuery = z.infer<typeof ZGetSlideVerifyQuery>;

export const ZGetSlideVerifyResponse = z.object({
  background: z.string().describe('data:image/png;base64,… 400x200 picture with the hole'),
  block: z.string().describe('data:image/png;base64,… blockSize x 200 picture, transparent except the piece at rows y..y+blockSize'),
  key: z.string().describe('Puzzle key: verify it within 2 minutes'),
  y: z.number().int().describe("Top of the piece in px (image scale); the block image already draws it there"),
  width: z.literal(SLIDE_PUZZLE.widthPx),
  height: z.literal(SLIDE_PUZZLE.heightPx),
  blockSize: z.number().int().describe('Width and height in px of the square holding the piece'),
});
export type TGetSlideVerifyResponse = z.infer<typeof ZGetSlideVerifyResponse>;

/**
 * One sample of the drag, taken on every pointer move from press to release:
 * `x` the slider's left offset in px (showWidth scale; optional), `y` the pointer's vertical
 * movement in px since the press (the spec's "vertical movements"), `t` ms since the press.
 */
export const ZSlideTrackPoint = z.object({
  x: z.number().finite().optional(),
  y: z.number().finite(),
  t: z.number().finite(),
});
export type TSlideTrackPoint = z.infer<typeof ZSlideTrackPoint>;

/**
 * The drag track as sent: an array of points, JSON text (or that JSON base64-encoded). The server
 * passes it only when it has at least 5 points, spans at least 150 ms with non-decreasing times, is not
 * perfectly straight and uniform (a constant y with equal time and x steps is a script), and, when x is
 * given, ends within 10 px of the offset.
 */
export const ZSlideTrack = z.array(ZSlideTrackPoint).max(2000, '拖动轨迹过长');

/** What the web sends as `tracks`. */
export function encodeSlideTrack(points: readonly TSlideTrackPoint[]): string {
  return JSON.stringify(points);
}

export const ZVerifySlideRequest = z.object({
  offset: z
    .string({ error: '缺少滑块位置' })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4})?$/, '滑块位置格式不正确')
    .describe("The block's left offset in px where the drag ended (showWidth scale), as text"),
  key: z.string({ error: '缺少验证码标识' }).min(1, '缺少验证码标识').max(100, '验证码标识过长'),
  tracks: z
    .string({ error: '缺少拖动轨迹' })
    .min(1, '缺少拖动轨迹')
    .max(60_000, '拖动轨迹过长')
    .describe('JSON (or base64 of the JSON) of [{ x?, y, t }] samples of the drag; see ZSlideTrack'),
});
export type TVerifySlideRequest = z.infer<typeof ZVerifySlideRequest>;

/** true: passed; the key is now a slide proof for one code send or captcha login within 2 minutes. */
export const ZVerifySlideResponse = z.literal(true);
