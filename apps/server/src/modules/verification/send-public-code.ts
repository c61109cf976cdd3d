import { AppError } from '@coastbook/domain';
import type { ServerKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { consumeSlideProof } from './slide-puzzle.service';
import { sendVerificationCode, type CodeChannel } from './verification-code.service';

/**
 * Who may get a code for which purpose (a registration code only for an unused phone, a login code
 * only for a registered one...). The account area knows the accounts; it hands this in, so the
 * verification area does not depend on it. Throws an AppError to refuse.
 */
export type CodeRecipientCheck = (options: { db: Db; keys: ServerKeys; channel: CodeChannel; target: string; purpose: string }) => Promise<void>;

/**
 * A code asked for by a visitor (phoneCode, sendEmailCode): the recipient must suit the purpose —
 * checked first, so a refused send does not spend the slide proof —, then a slide proof is spent,
 * then the per-target and per-IP limits apply inside sendVerificationCode.
 */
export async function sendPublicVerificationCode(options: {
  db: Db;
  keys: ServerKeys;
  config: Parameters<typeof sendVerificationCode>[0]['config'];
  checkRecipient: CodeRecipientCheck;
  channel: CodeChannel;
  target: string;
  purpose: string;
  slideKey: string;
  clientIp: string;
}): Promise<{ expiresIn: number; resendAfter: number }> {
  const { db, keys, config, checkRecipient, channel, target, purpose, slideKey, clientIp } = options;
  await checkRecipient({ db, keys, channel, target, purpose });
  if (!(await consumeSlideProof({ db, key: slideKey }))) throw new AppError('SLIDE_PROOF_REQUIRED', { field: 'slideKey' });
  return sendVerificationCode({ db, keys, config, channel, target, purpose, clientIp });
}
