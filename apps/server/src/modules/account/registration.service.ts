import type { TRegisterRequest, TRegisterResponse } from '@coastbook/contracts';
import { AppError, isStrongPassword, maskPhone } from '@coastbook/domain';
import type { ServerKeys } from '../../platform/crypto';
import { uniqueViolationOf, type Db } from '../../platform/db/client';
import { hashPassword, readCredential, userAccount } from '../auth';
import { sendCustomerMessage } from '../message';
import { consumeSmsCode } from '../verification';
import { findAccountByPhone, isLogonIdTaken } from './account-lookup';
import { assertLoginPasswordRules } from './password-rules';

/** The first message in a new account's inbox (000 §7.4 messages). */
const WELCOME_MESSAGE = '欢迎注册 CoastBook 在线订舱平台！完成企业或个人认证后即可在线订舱、支付与跟踪货物。';

/**
 * register: every check that does not spend anything first (password rules, user name and phone
 * free), then the SMS code (purpose REGISTER) is spent, then the account is created (with its welcome
 * message, in one transaction): default user
 * type N, Active, its strong-password flag from the strength check (a weak one is forced to change at
 * first login). A race on the user name or phone lands on the unique indexes and gets the same refusal.
 */
export async function registerAccount(options: { db: Db; keys: ServerKeys; request: TRegisterRequest }): Promise<TRegisterResponse> {
  const { db, keys, request } = options;
  const password = readCredential({ keys, encrypted: request.password, field: 'password' });
  assertLoginPasswordRules(password, 'password');
  if (await isLogonIdTaken({ db, logonId: request.userName })) throw new AppError('USERNAME_TAKEN', { field: 'userName' });
  if (await findAccountByPhone({ db, keys, phone: request.phone })) throw new AppError('PHONE_TAKEN', { field: 'phone' });

  await consumeSmsCode({ db, keys, phone: request.phone, purpose: 'REGISTER', code: request.smsCode });

  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(userAccount)
        .values({
          logonId: request.userName,
          userCnnme: request.userName,
          phoneEncrypted: keys.fieldCipher.encrypt(request.phone),
          phoneHash: keys.fieldCipher.lookupHash(request.phone),
          phoneMasked: maskPhone(request.phone),
          userType: 'N',
          accountState: 'Active',
          passwordHash,
          isStrongPassword: isStrongPassword(password, request.userName),
        })
        .returning({ userId: userAccount.id, logonId: userAccount.logonId });
      if (!created) throw new Error('insert returned no row');
      await sendCustomerMessage({ db: tx, userId: created.userId, theme: 'ACCOUNT', title: '欢迎注册', content: WELCOME_MESSAGE });
      return created;
    });
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'user_account_logon_id_key') throw new AppError('USERNAME_TAKEN', { field: 'userName' });
    if (constraint === 'user_account_phone_hash_key') throw new AppError('PHONE_TAKEN', { field: 'phone' });
    throw error;
  }
}
