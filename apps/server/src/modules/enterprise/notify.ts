import type { DbOrTx } from '../../platform/db/client';
import { sendCustomerMessage } from '../message';

/** Message themes this area writes (the messages area lists them: ACCOUNT, CERTIFICATION, ...). */
export const MESSAGE_THEME = { certification: 'CERTIFICATION', account: 'ACCOUNT' } as const;

/**
 * Tells a user what happened to their account, in the same transaction as the change, so a decision is
 * never recorded without its message (and a failed message rolls the decision back).
 */
export async function notifyUser(
  db: DbOrTx,
  message: { userId: string; theme: (typeof MESSAGE_THEME)[keyof typeof MESSAGE_THEME]; title: string; content: string; businessId?: string },
): Promise<void> {
  await sendCustomerMessage({ db, ...message });
}
