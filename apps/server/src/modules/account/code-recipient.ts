import { AppError } from '@coastbook/domain';
import type { CodeRecipientCheck } from '../verification';
import { findAccountByEmail, findAccountByPhone } from './account-lookup';

/** Purposes whose code goes to a phone / e-mail no account uses yet. */
const FOR_NEW_RECIPIENT = new Set(['REGISTER', 'BIND', 'CHANGE_BIND']);
/** Purposes whose code goes to a phone / e-mail of an existing account. */
const FOR_SMS_ACCOUNT = new Set(['LOGIN', 'PASSWORD_BACK', 'CHANGE_PASSWORD', 'PAYMENT_PASSWORD_RESET', 'ACCOUNT_CANCEL']);
const FOR_EMAIL_ACCOUNT = new Set(['LOGIN', 'PASSWORD_BACK']);

/**
 * Who may get a code for what, checked before a code is sent (and before the slide proof is spent):
 * register / bind codes only to numbers and addresses no account uses, login / password codes only
 * to registered ones, so no SMS is paid for a flow that cannot succeed. Account upgrade and invoice
 * e-mail codes go to any address.
 */
export const checkCodeRecipient: CodeRecipientCheck = async ({ db, keys, channel, target, purpose }) => {
  if (channel === 'sms') {
    if (!FOR_NEW_RECIPIENT.has(purpose) && !FOR_SMS_ACCOUNT.has(purpose)) return;
    const account = await findAccountByPhone({ db, keys, phone: target });
    if (FOR_NEW_RECIPIENT.has(purpose) && account) throw new AppError('PHONE_TAKEN', { field: 'phone' });
    if (FOR_SMS_ACCOUNT.has(purpose) && !account) throw new AppError('PHONE_NOT_REGISTERED', { field: 'phone' });
    return;
  }
  if (!FOR_NEW_RECIPIENT.has(purpose) && !FOR_EMAIL_ACCOUNT.has(purpose)) return;
  const account = await findAccountByEmail({ db, keys, email: target });
  if (FOR_NEW_RECIPIENT.has(purpose) && account) throw new AppError('EMAIL_TAKEN', { field: 'email' });
  if (FOR_EMAIL_ACCOUNT.has(purpose) && !account) throw new AppError('EMAIL_NOT_BOUND', { field: 'email' });
};
