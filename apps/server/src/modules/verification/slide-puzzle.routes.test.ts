import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, getPuzzle, humanTrack, puzzleAnswer } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { consumeSlideProof } from './index';
import { slideChallenge } from './verification.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const verify = (body: Record<string, string>) => callApi<unknown>(testApp, 'POST', 'web/commonUrl/verifySlideBlockByUrlKey', { body });
const drag = (key: string, offset: number, track = humanTrack(offset)) => verify({ key, offset: String(offset), tracks: JSON.stringify(track) });

function decodePng(dataUrl: string): PNG {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
}

describe('GET web/commonUrl/getSlideVerify', () => {
  it('renders a 400x200 background and a block image of the same height, transparent except the piece at y', async () => {
    const puzzle = await getPuzzle(testApp);
    expect(puzzle).toMatchObject({ width: 400, height: 200 });
    const background = decodePng(puzzle.background);
    const block = decodePng(puzzle.block);
    expect([background.width, background.height]).toEqual([400, 200]);
    expect([block.width, block.height]).toEqual([puzzle.blockSize, 200]);
    const alphaAt = (x: number, y: number) => block.data[(y * block.width + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(20, Math.max(0, puzzle.y - 2))).toBe(0);
    expect(alphaAt(20, puzzle.y + 30)).toBe(255);
    // The answer stays on the server: nothing in the answer but y says where the hole is.
    expect(Object.keys(puzzle).sort()).toEqual(['background', 'block', 'blockSize', 'height', 'key', 'width', 'y']);
  });

  it('draws a different picture, key and hole each time, the hole at least 60 px from the left and fully inside', async () => {
    const puzzles = await Promise.all(Array.from({ length: 6 }, () => getPuzzle(testApp)));
    expect(new Set(puzzles.map((puzzle) => puzzle.key)).size).toBe(6);
    expect(new Set(puzzles.map((puzzle) => puzzle.background)).size).toBe(6);
    for (const puzzle of puzzles) {
      const offset = await puzzleAnswer(testApp, puzzle.key);
      expect(offset).toBeGreaterThanOrEqual(60);
      expect(offset + puzzle.blockSize).toBeLessThanOrEqual(400);
      expect(puzzle.y).toBeGreaterThanOrEqual(0);
      expect(puzzle.y + puzzle.blockSize).toBeLessThanOrEqual(200);
    }
  });

  it('retires the previous key on refresh', async () => {
    const first = await getPuzzle(testApp);
    await getPuzzle(testApp, { key: first.key, showWidth: '400' });
    const answer = await drag(first.key, 100);
    expect(answer.body).toMatchObject({ code: 3051, msg: '验证码已过期，请刷新' });
  });

  it('refuses a showWidth out of range with the 400 envelope naming it', async () => {
    const answer = await callApi(testApp, 'GET', 'web/commonUrl/getSlideVerify', { query: { showWidth: 'wide' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('showWidth');
  });
});

describe('POST web/commonUrl/verifySlideBlockByUrlKey', () => {
  it('passes within 4 px of the hole and fails beyond', async () => {
    for (const delta of [0, 4, -4, 3.5]) {
      const { key } = await getPuzzle(testApp);
      const offset = (await puzzleAnswer(testApp, key)) + delta;
      expect((await drag(key, offset)).body, `delta ${delta}`).toMatchObject({ code: 0, data: true });
    }
    for (const delta of [5, -5, 40]) {
      const { key } = await getPuzzle(testApp);
      const offset = (await puzzleAnswer(testApp, key)) + delta;
      expect((await drag(key, offset)).body, `delta ${delta}`).toMatchObject({ code: 3050, msg: '验证失败，请重试' });
    }
  });

  it('reads the offset in the showWidth scale', async () => {
    const { key } = await getPuzzle(testApp, { showWidth: '300' });
    const shown = ((await puzzleAnswer(testApp, key)) * 300) / 400;
    expect((await drag(key, Math.round(shown * 10) / 10)).body).toMatchObject({ code: 0 });
  });

  it('accepts the track base64-encoded', async () => {
    const { key } = await getPuzzle(testApp);
    const offset = await puzzleAnswer(testApp, key);
    const answer = await verify({ key, offset: String(offset), tracks: Buffer.from(JSON.stringify(humanTrack(offset))).toString('base64') });
    expect(answer.body).toMatchObject({ code: 0 });
  });

  it('fails the right offset with a track that is not a human drag', async () => {
    const tracks = [
      [],
      humanTrack(100).slice(0, 4),
      humanTrack(100).map((point, index) => ({ ...point, t: index })),
      Array.from({ length: 10 }, (_, index) => ({ x: index * 10, y: 0, t: index * 40 })),
    ];
    for (const track of tracks) {
      const { key } = await getPuzzle(testApp);
      const offset = await puzzleAnswer(testApp, key);
      const scripted = track.length === 10 ? track.map((point) => ({ ...point, x: (point.x * offset) / 90 })) : track;
      expect((await drag(key, offset, scripted)).body.code, JSON.stringify(track).slice(0, 60)).toBe(3050);
    }
    const { key } = await getPuzzle(testApp);
    expect((await verify({ key, offset: String(await puzzleAnswer(testApp, key)), tracks: 'not a track' })).body.code).toBe(3050);
  });

  it('gives a key one try: a second verify fails even after a pass', async () => {
    const { key } = await getPuzzle(testApp);
    const offset = await puzzleAnswer(testApp, key);
    expect((await drag(key, offset + 30)).body.code).toBe(3050);
    expect((await drag(key, offset)).body).toMatchObject({ code: 3050, msg: '验证失败，请重试' });

    const second = await getPuzzle(testApp);
    const secondOffset = await puzzleAnswer(testApp, second.key);
    expect((await drag(second.key, secondOffset)).body.code).toBe(0);
    expect((await drag(second.key, secondOffset)).body.code).toBe(3050);
  });

  it('expires a key 2 minutes after it was shown, and answers an unknown key as expired', async () => {
    const { key } = await getPuzzle(testApp);
    await testApp.database.db.update(slideChallenge).set({ createdAt: sql`now() - interval '121 seconds'` }).where(eq(slideChallenge.key, key));
    expect((await drag(key, await puzzleAnswer(testApp, key))).body).toMatchObject({ code: 3051, msg: '验证码已过期，请刷新' });
    expect((await drag('no-such-key', 100)).body.code).toBe(3051);
  });

  it('names the malformed field with a 400, never a 500', async () => {
    const answer = await verify({ key: 'k', offset: 'left', tracks: '[]' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('offset');
    const missing = await callApi(testApp, 'POST', 'web/commonUrl/verifySlideBlockByUrlKey', { body: {} });
    expect(missing.status).toBe(400);
  });
});

describe('consumeSlideProof', () => {
  it('is true once for a passed key, within 2 minutes of passing', async () => {
    const db = testApp.database.db;
    const { key } = await getPuzzle(testApp);
    expect(await consumeSlideProof({ db, key })).toBe(false); // not verified yet
    await drag(key, await puzzleAnswer(testApp, key));
    const [first, second] = await Promise.all([consumeSlideProof({ db, key }), consumeSlideProof({ db, key })]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await consumeSlideProof({ db, key })).toBe(false);

    const late = await getPuzzle(testApp);
    await drag(late.key, await puzzleAnswer(testApp, late.key));
    await db.update(slideChallenge).set({ verifiedAt: sql`now() - interval '121 seconds'` }).where(eq(slideChallenge.key, late.key));
    expect(await consumeSlideProof({ db, key: late.key })).toBe(false);

    const failed = await getPuzzle(testApp);
    await drag(failed.key, (await puzzleAnswer(testApp, failed.key)) + 50);
    expect(await consumeSlideProof({ db, key: failed.key })).toBe(false);
    expect(await consumeSlideProof({ db, key: '' })).toBe(false);
  });
});
