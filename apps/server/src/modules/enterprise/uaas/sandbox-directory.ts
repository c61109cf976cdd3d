import { createHash, randomBytes } from 'node:crypto';
import type { TUaasCompany } from '@coastbook/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { hashPassword, verifyPassword } from '../../auth';
import type { UnifiedAccount, UnifiedAccountDirectory } from './unified-account-directory';
import { uaasLogonCode, uaasSisterCompany, uaasSisterMembership, uaasSisterUser } from './uaas.tables';

/** Sandbox login codes live 5 minutes and are spent once, like an OAuth authorisation code. */
export const SANDBOX_CODE_TTL_SECONDS = 300;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

type SisterUserRow = typeof uaasSisterUser.$inferSelect;

const toAccount = (row: SisterUserRow): UnifiedAccount => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  phoneHash: row.phoneHash,
  phoneMasked: row.phoneMasked,
  status: row.status === 'Inactive' ? 'Inactive' : 'Active',
});

async function findRowByEmail(db: DbOrTx, email: string): Promise<SisterUserRow | undefined> {
  const [row] = await db.select().from(uaasSisterUser).where(sql`lower(${uaasSisterUser.email}) = lower(${email})`);
  return row;
}

/** The sister-platform directory kept in our database (tables uaas_sister_*). */
export function createSandboxDirectory(db: DbOrTx): UnifiedAccountDirectory {
  return {
    async findByEmail(email) {
      const row = await findRowByEmail(db, email);
      return row ? toAccount(row) : undefined;
    },
    async findById(id) {
      const [row] = await db.select().from(uaasSisterUser).where(eq(uaasSisterUser.id, id));
      return row ? toAccount(row) : undefined;
    },
    async verifyPassword(email, password) {
      const row = await findRowByEmail(db, email);
      if (!row) {
        // Same cost as a wrong password, so unknown e-mails cannot be told apart by timing.
        await hashPassword(password);
        return undefined;
      }
      return (await verifyPassword(row.passwordHash, password)) ? toAccount(row) : undefined;
    },
    async create(account) {
      const [row] = await db
        .insert(uaasSisterUser)
        .values({
          email: account.email.toLowerCase(),
          passwordHash: await hashPassword(account.password),
          displayName: account.displayName,
          phoneHash: account.phoneHash,
          phoneMasked: account.phoneMasked,
          status: account.active ? 'Active' : 'Inactive',
        })
        .returning();
      return toAccount(row!);
    },
    async activate(id) {
      await db.update(uaasSisterUser).set({ status: 'Active' }).where(eq(uaasSisterUser.id, id));
    },
    async updatePhone(id, phone) {
      await db.update(uaasSisterUser).set(phone).where(eq(uaasSisterUser.id, id));
    },
    async findCompanies(id): Promise<TUaasCompany[]> {
      const rows = await db
        .select({
          companyName: uaasSisterCompany.companyName,
          socialCreditCode: uaasSisterCompany.socialCreditCode,
          sapId: uaasSisterCompany.sapId,
          appName: uaasSisterMembership.appName,
          role: uaasSisterMembership.role,
          verifyStatus: uaasSisterMembership.verifyStatus,
        })
        .from(uaasSisterMembership)
        .innerJoin(uaasSisterCompany, eq(uaasSisterCompany.id, uaasSisterMembership.companyId))
        .where(eq(uaasSisterMembership.sisterUserId, id))
        .orderBy(uaasSisterMembership.createdAt);
      return rows.map((row) => ({ ...row, role: row.role === 'main' ? 'main' : 'sub', verifyStatus: row.verifyStatus as TUaasCompany['verifyStatus'] }));
    },
    async exchangeLogonCode(code) {
      const [spent] = await db
        .update(uaasLogonCode)
        .set({ consumedAt: new Date() })
        .where(and(eq(uaasLogonCode.codeHash, hashCode(code)), isNull(uaasLogonCode.consumedAt), gt(uaasLogonCode.expiresAt, new Date())))
        .returning({ sisterUserId: uaasLogonCode.sisterUserId });
      return spent?.sisterUserId;
    },
  };
}

/**
 * The sandbox's stand-in for the provider's login page: once the unified account's e-mail and password
 * passed, a one-time code the portal exchanges with the unifiedAccountToken grant.
 */
export async function issueSandboxLogonCode(db: DbOrTx, accountId: string): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.insert(uaasLogonCode).values({ codeHash: hashCode(code), sisterUserId: accountId, expiresAt: new Date(Date.now() + SANDBOX_CODE_TTL_SECONDS * 1000) });
  return code;
}
