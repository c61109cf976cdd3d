import { randomInt } from 'node:crypto';
import { maskPhone } from '@coastbook/domain';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs, type Answer } from '../../testing/identity';
import type { TestApp } from '../../testing/test-app';
import { hashPassword, userAccount } from '../auth';

/** API test helpers of account cancellation: log in, make a fresh user, call as a user. */

export interface Session {
  token: string;
  userId: string;
}

export type Call = <T = unknown>(method: 'GET' | 'POST', url: string, options?: { body?: unknown; query?: Record<string, string> }) => Promise<Answer<T>>;

export function caller(testApp: TestApp, session: Session): Call {
  return (method, url, options = {}) => callApi(testApp, method, url, { token: session.token, ...options });
}

export function login(testApp: TestApp, logonId: string): Promise<Session> {
  return loginAs(testApp, logonId, DEMO_PASSWORD);
}

/** A new, uncertified user (type N) with its own phone, made directly in the database, logged in. */
export async function freshUser(testApp: TestApp, logonId: string): Promise<Session> {
  const { fieldCipher } = testApp.app.keys;
  const phone = `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await testApp.database.db.insert(userAccount).values({
    logonId,
    userCnnme: logonId,
    phoneEncrypted: fieldCipher.encrypt(phone),
    phoneHash: fieldCipher.lookupHash(phone),
    phoneMasked: maskPhone(phone),
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  return login(testApp, logonId);
}
