import crypto from 'node:crypto';
import type { TGetSlideVerifyResponse, TVerifySlideRequest } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH, pngDataUrl, renderSlidePuzzle } from './slide-puzzle-image';
import { isHumanSlideTrack, parseSlideTrack } from './slide-track';
import { slideChallenge } from './verification.tables';

/** A puzzle must be tried within this many seconds of being shown. */
export const SLIDE_KEY_TTL_SECONDS = 120;
/** A passed puzzle is a proof for this many seconds after it passed. */
export const SLIDE_PROOF_TTL_SECONDS = 120;
/** How far (image px) the block may stop from the hole and still pass. */
export const SLIDE_TOLERANCE_PX = 4;
/** The hole is at least this far from the left edge, so a drag of a few pixels never passes. */
export const SLIDE_MIN_OFFSET_PX = 60;
const EDGE_MARGIN_PX = 4;
const DEFAULT_SHOW_WIDTH = PUZZLE_WIDTH;

/** A random x for the decoy hole, clear of the real one; undefined when there is no room. */
function decoyPosition(holeX: number): number | undefined {
  const candidates: number[] = [];
  for (let x = 10; x <= PUZZLE_WIDTH - PIECE_SIZE - EDGE_MARGIN_PX; x += 1) {
    if (Math.abs(x - holeX) >= PIECE_SIZE + 12) candidates.push(x);
  }
  return candidates.length > 0 ? candidates[crypto.randomInt(candidates.length)] : undefined;
}

/**
 * GET getSlideVerify: a new puzzle. The previous key (the refresh icon sends it) is retired so only the
 * puzzle on screen can be solved. Old rows are pruned now and then.
 */
export async function createSlideChallenge(options: { db: DbOrTx; showWidth?: number; previousKey?: string }): Promise<TGetSlideVerifyResponse> {
  const { db, showWidth = DEFAULT_SHOW_WIDTH, previousKey } = options;
  const x = crypto.randomInt(SLIDE_MIN_OFFSET_PX, PUZZLE_WIDTH - PIECE_SIZE - EDGE_MARGIN_PX + 1);
  const y = crypto.randomInt(EDGE_MARGIN_PX, PUZZLE_HEIGHT - PIECE_SIZE - EDGE_MARGIN_PX + 1);
  const decoyX = decoyPosition(x);
  const images = renderSlidePuzzle({ x, y, ...(decoyX !== undefined ? { decoyX } : {}) });
  const key = crypto.randomBytes(24).toString('base64url');

  if (previousKey) {
    await db.delete(slideChallenge).where(and(eq(slideChallenge.key, previousKey), isNull(slideChallenge.verifiedAt)));
  }
  await db.insert(slideChallenge).values({ key, offset: x, showWidth });
  if (Math.random() < 0.02) {
    await db.delete(slideChallenge).where(lt(slideChallenge.createdAt, sql`now() - interval '1 day'`));
  }
  return {
    background: pngDataUrl(images.background),
    block: pngDataUrl(images.block),
    key,
    y,
    width: PUZZLE_WIDTH,
    height: PUZZLE_HEIGHT,
    blockSize: PIECE_SIZE,
  };
}

/**
 * POST verifySlideBlockByUrlKey. Each key gets one try, pass or fail (the try is recorded before it is
 * judged, so two concurrent tries cannot both pass). Passing: the offset (converted from the client's
 * showWidth scale) is within 4 px of the hole and the track looks like a drag.
 */
export async function verifySlideChallenge(options: { db: DbOrTx; request: TVerifySlideRequest }): Promise<true> {
  const { db, request } = options;
  const [challenge] = await db
    .update(slideChallenge)
    .set({ attemptedAt: sql`now()` })
    .where(and(eq(slideChallenge.key, request.key), isNull(slideChallenge.attemptedAt)))
    .returning({
      offset: slideChallenge.offset,
      showWidth: slideChallenge.showWidth,
      isExpired: sql<boolean>`${slideChallenge.createdAt} <= now() - make_interval(secs => ${SLIDE_KEY_TTL_SECONDS})`,
    });
  if (!challenge) {
    const [tried] = await db.select({ key: slideChallenge.key }).from(slideChallenge).where(eq(slideChallenge.key, request.key));
    throw new AppError(tried ? 'SLIDE_VERIFY_FAILED' : 'SLIDE_EXPIRED');
  }
  if (challenge.isExpired) throw new AppError('SLIDE_EXPIRED');

  const releasedAt = Number(request.offset);
  const offsetInImagePx = (releasedAt * PUZZLE_WIDTH) / challenge.showWidth;
  const track = parseSlideTrack(request.tracks);
  const passes =
    Math.abs(offsetInImagePx - challenge.offset) <= SLIDE_TOLERANCE_PX && track !== undefined && isHumanSlideTrack(track, releasedAt);
  if (!passes) throw new AppError('SLIDE_VERIFY_FAILED');

  await db.update(slideChallenge).set({ verifiedAt: sql`now()` }).where(eq(slideChallenge.key, request.key));
  return true;
}

/**
 * Spends a slide proof: true exactly once for a key that passed within the last 2 minutes and was not
 * spent yet; it is marked spent in the same statement, so two concurrent callers cannot both get true.
 * Used as the captcha of login (randomStr) and before sending a verification code (slideKey).
 */
export async function consumeSlideProof(options: { db: DbOrTx; key: string }): Promise<boolean> {
  const { db, key } = options;
  if (!key || key.length > 100) return false;
  const spent = await db
    .update(slideChallenge)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(slideChallenge.key, key),
        isNotNull(slideChallenge.verifiedAt),
        isNull(slideChallenge.consumedAt),
        sql`${slideChallenge.verifiedAt} > now() - make_interval(secs => ${SLIDE_PROOF_TTL_SECONDS})`,
      ),
    )
    .returning({ key: slideChallenge.key });
  return spent.length === 1;
}
