import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { operatorCaller as opsCaller, operatorToken as opsTokenFor } from '../../../testing/ops-session';
import { caller, login } from '../enterprise.test-support';

// Bank account numbers are personal data: stored encrypted with the field cipher, shown whole only to
// the enterprise's main account and, one audited reveal at a time, to a bank reviewer.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

const ACCOUNT_NO = '6222021234567890123';
const bank = { bankAccountName: '上海华信国际物流有限公司', bankAccountNo: '6222 0212 3456 7890 123', bankName: '中国工商银行', bankBranch: '中国工商银行/上海分行/陆家嘴支行' };

/** Every table (schema public) whose rows, as text, contain the value. */
async function tablesContaining(value: string): Promise<string[]> {
  const tables = await db().execute<{ table_name: string }>(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const hits = await db().execute<{ hits: number }>(sql`SELECT count(*)::int AS hits FROM ${sql.identifier(table)} AS t WHERE t::text LIKE ${`%${value}%`}`);
    if (hits.rows[0]!.hits > 0) found.push(table);
  }
  return found;
}

async function enterpriseRowOf(logonId: string) {
  const rows = await db().execute<Record<string, unknown>>(
    sql`SELECT e.* FROM enterprise e JOIN user_account u ON u.id = e.master_user_id WHERE u.logon_id = ${logonId} AND e.check_status = 'Confirm'`,
  );
  return rows.rows[0]!;
}

describe('bank account number at rest', () => {
  let enterpriseId: string;

  it('stores the submitted number encrypted, never in clear, and gives it back whole to the main account', async () => {
    const owner = caller(testApp, await login(testApp, 'demo_ent'));
    const submitted = await owner<{ bankAccountNo: string; bankCertStatus: string }>('POST', 'web/enterprise/bank/submitBankInfo', { body: bank });
    expect(submitted.body).toMatchObject({ code: 0, data: { bankCertStatus: 'Submit', bankAccountNo: ACCOUNT_NO } });

    const row = await enterpriseRowOf('demo_ent');
    enterpriseId = row.id as string;
    expect(JSON.stringify(row)).not.toContain(ACCOUNT_NO);
    expect(JSON.stringify(row)).not.toContain('0212 3456');
    expect(row.bank_account_no_encrypted).toMatch(/^v1\./);
    expect(testApp.app.keys.fieldCipher.decrypt(row.bank_account_no_encrypted as string)).toBe(ACCOUNT_NO);
    // No clear column is left beside the encrypted one.
    const columns = await db().execute<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'enterprise' AND column_name LIKE 'bank_account_no%'`,
    );
    expect(columns.rows.map((column) => column.column_name)).toEqual(['bank_account_no_encrypted']);

    // The owner's enterprise-info page shows the whole number, as before; a sub-account sees it masked.
    const info = await owner<{ bank: { bankAccountNo: string } }>('GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo');
    expect(info.body).toMatchObject({ code: 0, data: { isMainAccount: true, bank: { bankAccountNo: ACCOUNT_NO, bankCertStatus: 'Submit' } } });
    const sub = caller(testApp, await login(testApp, 'demo_sub'));
    const subInfo = await sub<{ bank: { bankAccountNo: string } }>('GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo');
    expect(subInfo.body.data.bank.bankAccountNo).toBe('6222 **** **** 0123');

    // A draft edit is encrypted too.
    const draft = await owner<{ bankAccountNo: string }>('POST', 'web/enterprise/bank/cancelBankCertification');
    expect(draft.body).toMatchObject({ code: 0, data: { bankAccountNo: ACCOUNT_NO, bankCertStatus: 'Cancel' } });
    const edited = await owner<{ bankAccountNo: string }>('POST', 'web/enterprise/bank/saveBankDraft', { body: { bankAccountNo: '6222021234567890999' } });
    expect(edited.body).toMatchObject({ code: 0, data: { bankAccountNo: '6222021234567890999', bankCertStatus: 'draft' } });
    expect(JSON.stringify(await enterpriseRowOf('demo_ent'))).not.toContain('6222021234567890999');
    expect((await owner('POST', 'web/enterprise/bank/submitBankInfo', { body: bank })).body).toMatchObject({ code: 0 });
  });

  it('shows the reviewer the number masked, reveals it decrypted with an audit row, and keeps it out of every table', async () => {
    const reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
    const queue = await reviewer<{ records: Array<{ enterpriseId: string; bankAccountNo: string }> }>('GET', 'bank-reviews');
    expect(queue.body.data.records.find((record) => record.enterpriseId === enterpriseId)).toMatchObject({ bankAccountNo: '**** **** **** 0123' });
    expect(JSON.stringify(queue.body)).not.toContain(ACCOUNT_NO);

    const reveal = await reviewer<{ bankAccountNo: string }>('POST', `bank-reviews/${enterpriseId}/reveal-account`);
    expect(reveal.body).toEqual({ code: 0, msg: 'success', data: { enterpriseId, bankAccountNo: ACCOUNT_NO } });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, enterpriseId)).orderBy(desc(auditLog.at)).limit(1);
    expect(audit).toMatchObject({ action: 'bank-info.reveal-account', actorKind: 'operator', after: { bankAccountNoLast4: '0123', bankCertStatus: 'Submit' } });

    const approved = await reviewer<{ bankAccountNo: string; bankCertStatus: string }>('POST', `bank-reviews/${enterpriseId}/approve`);
    expect(approved.body).toMatchObject({ code: 0, data: { bankAccountNo: '**** **** **** 0123', bankCertStatus: 'Confirm' } });

    // Neither the submitted number, nor the seeded ones, sit in clear anywhere: rows, audit, events, messages.
    expect(await tablesContaining(ACCOUNT_NO)).toEqual([]);
    expect(await tablesContaining('4100021319200123456')).toEqual([]);
    expect(await tablesContaining('3100152031305001234')).toEqual([]);
  });

  it('still reveals the seeded number waiting in the queue', async () => {
    const reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
    const row = await enterpriseRowOf('xm_hairun');
    const reveal = await reviewer<{ bankAccountNo: string }>('POST', `bank-reviews/${row.id as string}/reveal-account`);
    expect(reveal.body).toMatchObject({ code: 0, data: { bankAccountNo: '4100021319200123456' } });
  });
});
