import type { TProductOffer, TProductSearchResponse } from '@coastbook/contracts';
import { encryptCredential } from '@coastbook/server/testing';
import { DEMO_PASSWORD } from './auth';
import { queryDatabase } from './database';

/** Calls against a running server, as a client would make them (for journey set-up and operator steps). */
export interface Answer<T> {
  status: number;
  body: { code: number; msg: string; data: T };
}

export async function callApi<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

export function jsonPost(body: unknown, token?: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
}

async function encrypted(baseUrl: string, plain: string): Promise<string> {
  const { body } = await callApi<{ publicKey: string }>(baseUrl, '/api/auth/publicKey');
  return encryptCredential(body.data.publicKey, plain);
}

/** An operator token (POST /api/ops/auth/login, password encrypted with the portal's public key). */
export async function operatorToken(baseUrl: string, loginName: string, password = DEMO_PASSWORD): Promise<string> {
  const { body } = await callApi<{ token: string }>(baseUrl, '/api/ops/auth/login', jsonPost({ loginName, password: await encrypted(baseUrl, password) }));
  if (body.code !== 0) throw new Error(`ops login ${loginName}: ${body.msg}`);
  return body.data.token;
}

/** A slide proof: loads a puzzle, reads its answer from the database, drags there like a person. */
async function slideProof(baseUrl: string, databaseUrl: string): Promise<string> {
  const { body } = await callApi<{ key: string }>(baseUrl, '/api/web/commonUrl/getSlideVerify');
  const [row] = await queryDatabase<{ offset: number }>(databaseUrl, 'SELECT "offset" FROM slide_challenge WHERE key = $1', [body.data.key]);
  const offset = row!.offset;
  const tracks: Array<{ x: number; y: number; t: number }> = [];
  let t = 0;
  for (let step = 0; step <= 24; step += 1) {
    tracks.push({ x: Math.round(offset * (1 - (1 - step / 24) ** 2) * 10) / 10, y: Math.round(Math.sin(step / 3) * 2), t });
    t += 16 + ((step * 7) % 11);
  }
  const verified = await callApi<boolean>(baseUrl, '/api/web/commonUrl/verifySlideBlockByUrlKey', jsonPost({ key: body.data.key, offset: String(offset), tracks: JSON.stringify(tracks) }));
  if (verified.body.code !== 0) throw new Error(`slide proof: ${verified.body.msg}`);
  return body.data.key;
}

/** Registers a new account through the public calls (slide proof, SMS code from the developer outbox). */
export async function registerAccount(baseUrl: string, databaseUrl: string, userName: string, phone: string, password = DEMO_PASSWORD): Promise<void> {
  const sent = await callApi(baseUrl, '/api/web/commonUrl/phoneCode', jsonPost({ phone, smsCode: 'REGISTER', slideKey: await slideProof(baseUrl, databaseUrl) }));
  if (sent.body.code !== 0) throw new Error(`send code: ${sent.body.msg}`);
  const outbox = await callApi<{ records: Array<{ body: string }> }>(baseUrl, `/api/dev/outbox?target=${phone}&size=1`);
  const smsCode = /(\d{6})/.exec(outbox.body.data.records[0]?.body ?? '')?.[1];
  if (!smsCode) throw new Error('no code in the outbox');
  const registered = await callApi(baseUrl, '/api/web/commonUrl/register', jsonPost({ userName, phone, smsCode, password: await encrypted(baseUrl, password), agreement: true }));
  if (registered.body.code !== 0) throw new Error(`register: ${registered.body.msg}`);
}

/** A customer's access token through the real password grant, the password encrypted as the browser does. */
export async function customerToken(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'password', scope: 'server', username, password: await encrypted(baseUrl, password) });
  const { body } = await callApi<{ access_token: string }>(baseUrl, '/api/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  if (body.code !== 0) throw new Error(`login ${username}: ${body.msg}`);
  return body.data.access_token;
}

/**
 * The first general sailing from `fpolCde` to `lpodCde` leaving on or after `etdStart` that can be ordered
 * with at least `containers` of one open type, as the product search answers it (undefined when none).
 */
export async function findBookableSailing(
  baseUrl: string,
  route: { fpolCde: string; lpodCde: string; etdStart: string; containers: number },
): Promise<TProductOffer | undefined> {
  const { body } = await callApi<TProductSearchResponse>(
    baseUrl,
    '/api/web/product/search',
    jsonPost({ fpolCde: route.fpolCde, lpodCde: route.lpodCde, etdStart: route.etdStart, sortBy: 'etd', current: 1, size: 100 }),
  );
  const opens = (container: TProductOffer['containerData'][number]) => !container.isClosed && container.availableInventory >= route.containers;
  return body.data.records.find((candidate) => candidate.productType === 0 && candidate.canOrder && candidate.containerData.some(opens));
}
