import type { TInvoiceAcceptanceEmail } from '@coastbook/contracts';
import { INVOICE_ACCEPTANCE_EMAIL_LIMIT } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { findEntAuthority } from '../enterprise';
import { consumeEmailCode } from '../verification';
import { invoiceAcceptanceEmail } from './address.tables';

/** The sub-user right that lets a sub-account maintain the invoice mailboxes (000 §6). */
const INVOICE_MAILBOX_RIGHT = 'user_auto_invoice';

/**
 * May the actor maintain the invoice acceptance e-mails? Main accounts and users without an
 * enterprise (their own list) may; a sub-account needs the user_auto_invoice right its main account
 * granted (read from the enterprise area).
 */
async function mayMaintainInvoiceEmails(db: DbOrTx, actor: Actor): Promise<boolean> {
  if (actor.userType !== 'S') return true;
  const authority = await findEntAuthority({ db, userId: actor.userId });
  return authority.rights.includes(INVOICE_MAILBOX_RIGHT);
}

/** Whose list: the enterprise's, or the user's own when the user has no enterprise. */
function scopeIdOf(actor: Actor): string {
  return actor.enterpriseId ?? actor.userId;
}

function toRecord(row: typeof invoiceAcceptanceEmail.$inferSelect, keys: ServerKeys): TInvoiceAcceptanceEmail {
  return { id: row.id, email: keys.fieldCipher.decrypt(row.emailEncrypted), createTime: row.createdAt.toISOString() };
}

async function assertMayMaintain(db: DbOrTx, actor: Actor): Promise<void> {
  if (!(await mayMaintainInvoiceEmails(db, actor))) throw new AppError('INVOICE_EMAIL_FORBIDDEN');
}

/** list: the enterprise's invoice acceptance e-mails, oldest first. Reading follows the same right as changing. */
export async function listInvoiceAcceptanceEmails(options: { db: Db; keys: ServerKeys; actor: Actor }): Promise<TInvoiceAcceptanceEmail[]> {
  const { db, keys, actor } = options;
  await assertMayMaintain(db, actor);
  const rows = await db
    .select()
    .from(invoiceAcceptanceEmail)
    .where(eq(invoiceAcceptanceEmail.scopeId, scopeIdOf(actor)))
    .orderBy(asc(invoiceAcceptanceEmail.createdAt), asc(invoiceAcceptanceEmail.id));
  return rows.map((row) => toRecord(row, keys));
}

async function countAndDuplicate(db: DbOrTx, scopeId: string, emailHash: string) {
  const [row] = await db
    .select({ total: count(), duplicates: sql<number>`count(*) filter (where ${invoiceAcceptanceEmail.emailHash} = ${emailHash})::int` })
    .from(invoiceAcceptanceEmail)
    .where(eq(invoiceAcceptanceEmail.scopeId, scopeId));
  return { total: row?.total ?? 0, isDuplicate: (row?.duplicates ?? 0) > 0 };
}

/**
 * add: checks that cost nothing first (right, duplicate, the limit of 5), then spends the e-mail code
 * (INVOICE_MANAGER, sent to that address), then inserts under a per-enterprise lock that re-checks the
 * limit, so two simultaneous adds cannot make a sixth.
 */
export async function addInvoiceAcceptanceEmail(options: { db: Db; keys: ServerKeys; actor: Actor; email: string; emailCode: string }): Promise<TInvoiceAcceptanceEmail> {
  const { db, keys, actor, email, emailCode } = options;
  await assertMayMaintain(db, actor);
  const scopeId = scopeIdOf(actor);
  const emailHash = keys.fieldCipher.lookupHash(email);
  const before = await countAndDuplicate(db, scopeId, emailHash);
  if (before.isDuplicate) throw new AppError('INVOICE_EMAIL_EXISTS', { field: 'email' });
  if (before.total >= INVOICE_ACCEPTANCE_EMAIL_LIMIT) throw new AppError('INVOICE_EMAIL_LIMIT', { field: 'email' });

  await consumeEmailCode({ db, keys, email, purpose: 'INVOICE_MANAGER', code: emailCode });

  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice_acceptance_email:${scopeId}`}))`);
    const now = await countAndDuplicate(tx, scopeId, emailHash);
    if (now.isDuplicate) throw new AppError('INVOICE_EMAIL_EXISTS', { field: 'email' });
    if (now.total >= INVOICE_ACCEPTANCE_EMAIL_LIMIT) throw new AppError('INVOICE_EMAIL_LIMIT', { field: 'email' });
    const [created] = await tx
      .insert(invoiceAcceptanceEmail)
      .values({ scopeId, enterpriseId: actor.enterpriseId, createdByUserId: actor.userId, emailEncrypted: keys.fieldCipher.encrypt(email), emailHash })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  });
  return toRecord(row, keys);
}

/** delete: one of the enterprise's e-mails; another enterprise's id answers 404 as if absent. */
export async function deleteInvoiceAcceptanceEmail(options: { db: Db; actor: Actor; id: string }): Promise<true> {
  const { db, actor, id } = options;
  await assertMayMaintain(db, actor);
  const deleted = await db
    .delete(invoiceAcceptanceEmail)
    .where(and(eq(invoiceAcceptanceEmail.id, id), eq(invoiceAcceptanceEmail.scopeId, scopeIdOf(actor))))
    .returning({ id: invoiceAcceptanceEmail.id });
  if (deleted.length === 0) throw new AppError('INVOICE_EMAIL_NOT_FOUND', { field: 'id' });
  return true;
}
