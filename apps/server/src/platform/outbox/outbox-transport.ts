import { maskEmail, maskPhone } from '@coastbook/domain';
import type { FieldCipher } from '../crypto';
import type { DbOrTx } from '../db/client';
import { outboxMessage } from './outbox.tables';

export type OutboxChannel = 'sms' | 'email';

/** One SMS or e-mail to send. `target` is the clear phone number or e-mail address. */
export interface OutgoingMessage {
  channel: OutboxChannel;
  target: string;
  purpose?: string;
  subject: string;
  body: string;
}

/**
 * The seam between the portal and whoever delivers SMS and e-mail (ARCHITECTURE.md "External parties").
 * `send` runs inside the caller's transaction, so a message exists exactly when the business change
 * that caused it (e.g. a verification code row) committed.
 *
 * Built in: 'outbox', which stores the message and nothing else; the developer outbox page shows it.
 * A production transport (SMTP through nodemailer, an SMS provider's HTTP API) is not written yet: it
 * would store the row the same way and let a dispatcher deliver committed rows after the transaction,
 * never call the provider from inside it.
 */
export interface OutboxTransport {
  readonly name: string;
  send(options: { db: DbOrTx; fieldCipher: FieldCipher; message: OutgoingMessage }): Promise<void>;
}

function maskTarget(channel: OutboxChannel, target: string): string {
  return channel === 'sms' ? maskPhone(target) : maskEmail(target);
}

/** Writes the outbox row (recipient masked, encrypted and hashed). Every transport records its messages this way. */
export async function storeOutboxMessage(options: { db: DbOrTx; fieldCipher: FieldCipher; message: OutgoingMessage; transport: string }): Promise<void> {
  const { db, fieldCipher, message } = options;
  await db.insert(outboxMessage).values({
    channel: message.channel,
    targetMasked: maskTarget(message.channel, message.target),
    targetEncrypted: fieldCipher.encrypt(message.target),
    targetHash: fieldCipher.lookupHash(message.target),
    purpose: message.purpose ?? null,
    subject: message.subject,
    body: message.body,
    transport: options.transport,
  });
}

/** The built-in transport: the stored row is the delivery (read on /dev/outbox outside production). */
export const storingOutboxTransport: OutboxTransport = {
  name: 'outbox',
  send: ({ db, fieldCipher, message }) => storeOutboxMessage({ db, fieldCipher, message, transport: 'outbox' }),
};
