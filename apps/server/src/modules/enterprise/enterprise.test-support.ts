import { randomInt } from 'node:crypto';
import { maskPhone } from '@coastbook/domain';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, freshIp, loginAs, type Answer } from '../../testing/identity';
import type { TestApp } from '../../testing/test-app';
import { hashPassword, userAccount } from '../auth';
import { opsOperator } from '../ops';

/** API test helpers of the enterprise area: log in, upload a licence, make a fresh user, find an operator. */

export interface Session {
  token: string;
  userId: string;
}

export type Call = <T = unknown>(method: 'GET' | 'POST', url: string, options?: { body?: unknown; query?: Record<string, string> }) => Promise<Answer<T>>;

/** Calls `web/...` paths as the logged-in user. */
export function caller(testApp: TestApp, session: Session): Call {
  return (method, url, options = {}) => callApi(testApp, method, url, { token: session.token, ...options });
}

export async function login(testApp: TestApp, logonId: string): Promise<Session> {
  return loginAs(testApp, logonId, DEMO_PASSWORD);
}

/** A new, uncertified user (type N), made directly in the database, logged in. */
export async function freshUser(testApp: TestApp, logonId: string): Promise<Session> {
  const { fieldCipher } = testApp.app.keys;
  const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await testApp.database.db.insert(userAccount).values({
    logonId,
    userCnnme: logonId,
    phoneEncrypted: fieldCipher.encrypt(phone),
    phoneHash: fieldCipher.lookupHash(phone),
    phoneMasked: maskPhone(phone),
    emailEncrypted: fieldCipher.encrypt(`${logonId}@coastbook.example`),
    emailHash: fieldCipher.lookupHash(`${logonId}@coastbook.example`),
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  return login(testApp, logonId);
}

export async function userIdOf(testApp: TestApp, logonId: string): Promise<string> {
  const [row] = await testApp.database.db.select({ id: userAccount.id }).from(userAccount).where(sql`lower(${userAccount.logonId}) = lower(${logonId})`);
  if (!row) throw new Error(`no account ${logonId}`);
  return row.id;
}

export async function accountOf(testApp: TestApp, logonId: string) {
  const [row] = await testApp.database.db.select().from(userAccount).where(eq(userAccount.id, await userIdOf(testApp, logonId)));
  return row!;
}

/** The seeded reviewer operator's id (ops_review). */
export async function reviewerId(testApp: TestApp): Promise<string> {
  const [row] = await testApp.database.db.select({ id: opsOperator.id }).from(opsOperator).where(eq(opsOperator.loginName, 'ops_review'));
  if (!row) throw new Error('the ops seed has no ops_review');
  return row.id;
}

function smallPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(0x7f);
  return PNG.sync.write(png);
}

/** Uploads a licence image through the files area and answers its id (owned by the session's user). */
export async function uploadLicence(testApp: TestApp, session: Session, fileType = 'businessLicense'): Promise<string> {
  const boundary = '----CoastBookEnterpriseTest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.png"\r\nContent-Type: image/png\r\n\r\n`),
    smallPng(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/web/auth/file/uploadFile?fileType=${fileType}`,
    remoteAddress: freshIp(),
    headers: { authorization: `bearer ${session.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = response.json();
  expect(body, 'upload').toMatchObject({ code: 0 });
  return body.data.fileId as string;
}

/** A valid enterprise certification form (000 §5 rules) with the given files. */
export function enterpriseForm(overrides: Record<string, unknown> & { licenseFileIds: string[] }) {
  return {
    entType: 'Enterprise',
    enterpriseCnnme: '杭州东方远洋货运有限公司',
    socialCreditCode: '91330106MA2H0XXX1B',
    address: '浙江省杭州市西湖区文三路90号',
    legalPersonName: '刘洋',
    contactName: '刘洋',
    contactPhone: '13800000004',
    ...overrides,
  };
}
