import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { slideChallenge } from '../modules/verification';
import { encryptCredential } from '../platform/crypto';
import type { TestApp } from './test-app';

/**
 * Helpers for API tests of the identity flows: encrypt like the browser, solve the slide puzzle (the
 * answer is read from the database, as only the server knows it), fetch a code from the developer
 * outbox, log in. Each call may pass its own client IP so per-IP limits stay out of the way.
 */

let ipCounter = 0;
/** A client IP no other call of this test file used. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

export async function callApi<T = unknown>(
  testApp: TestApp,
  method: 'GET' | 'POST',
  url: string,
  /** `acceptLanguage`: as the portal's pages send theirs ('en-US' words the answer in English). */
  options: { body?: unknown; query?: Record<string, string>; token?: string; ip?: string; acceptLanguage?: string } = {},
): Promise<Answer<T>> {
  const headers = {
    ...(options.token ? { authorization: `bearer ${options.token}` } : {}),
    ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}),
  };
  const response = await testApp.app.inject({
    method,
    url: `/api/${url}`,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}

export function encryptFor(testApp: TestApp, plain: string): string {
  return encryptCredential(testApp.app.keys.credentialKey.publicKeyPem, plain);
}

/** A drag a person could make: ~600 ms, uneven steps, a wobbling y, ending at `endX`. */
export function humanTrack(endX: number): Array<{ x: number; y: number; t: number }> {
  const points: Array<{ x: number; y: number; t: number }> = [];
  const steps = 24;
  let t = 0;
  for (let step = 0; step <= steps; step += 1) {
    const progress = 1 - (1 - step / steps) ** 2;
    points.push({ x: Math.round(endX * progress * 10) / 10, y: Math.round(Math.sin(step / 3) * 2), t });
    t += 16 + ((step * 7) % 11);
  }
  return points;
}

export async function getPuzzle(testApp: TestApp, query: Record<string, string> = {}) {
  const answer = await callApi<{ key: string; y: number; blockSize: number; background: string; block: string; width: number; height: number }>(
    testApp,
    'GET',
    'web/commonUrl/getSlideVerify',
    { query },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

export async function puzzleAnswer(testApp: TestApp, key: string): Promise<number> {
  const [row] = await testApp.database.db.select({ offset: slideChallenge.offset }).from(slideChallenge).where(eq(slideChallenge.key, key));
  if (!row) throw new Error(`no puzzle ${key}`);
  return row.offset;
}

/** Loads a puzzle, drags to its answer, and returns the key: a slide proof for one use. */
export async function solveSlidePuzzle(testApp: TestApp): Promise<string> {
  const { key } = await getPuzzle(testApp);
  const offset = await puzzleAnswer(testApp, key);
  const verified = await callApi(testApp, 'POST', 'web/commonUrl/verifySlideBlockByUrlKey', {
    body: { key, offset: String(offset), tracks: JSON.stringify(humanTrack(offset)) },
  });
  expect(verified.body).toMatchObject({ code: 0, data: true });
  return key;
}

/** The newest code in the developer outbox sent to `target` (phone or e-mail). */
export async function latestCodeFor(testApp: TestApp, target: string): Promise<string> {
  const outbox = await callApi<{ records: Array<{ body: string }> }>(testApp, 'GET', 'dev/outbox', { query: { target, size: '1' } });
  const body = outbox.body.data.records[0]?.body ?? '';
  const code = /(\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** Sends an SMS code through the public call (slide puzzle solved first) and reads it from the outbox. */
export async function smsCodeFor(testApp: TestApp, phone: string, purpose: string): Promise<string> {
  const sent = await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone, smsCode: purpose, slideKey: await solveSlidePuzzle(testApp) } });
  expect(sent.body, `send ${purpose} code to ${phone}`).toMatchObject({ code: 0 });
  return latestCodeFor(testApp, phone);
}

export async function emailCodeFor(testApp: TestApp, email: string, purpose: string): Promise<string> {
  const sent = await callApi(testApp, 'POST', 'web/commonUrl/sendEmailCode', { body: { email, emailCodeType: purpose, slideKey: await solveSlidePuzzle(testApp) } });
  expect(sent.body, `send ${purpose} e-mail code to ${email}`).toMatchObject({ code: 0 });
  return latestCodeFor(testApp, email);
}

/** Logs in with the password grant; returns the access token and user id. */
export async function loginAs(testApp: TestApp, username: string, password: string): Promise<{ token: string; userId: string }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', scope: 'server', username, password: encryptFor(testApp, password) }).toString(),
  });
  const body = response.json();
  expect(body, `login ${username}`).toMatchObject({ code: 0 });
  return { token: body.data.access_token, userId: body.data.user_id };
}
