import ExcelJS from 'exceljs';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, freshIp } from '../../testing/identity';
import { balancesOf, expectEveryLedgerMatches, moneyCall, ownerIdOf, tokenFor } from '../../testing/money';
import { operatorCaller, operatorToken } from '../../testing/ops-session';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The prepaid account (001 §7 "Assets") and finance's decisions in /ops, on a real PostgreSQL: seeded
 * balances, online top-up through the sandbox, offline top-up confirmed / rejected, withdrawal approved /
 * rejected / cancelled, deal detail and its Excel. After every test each balance equals its ledger's sum.
 */
let testApp: TestApp;
let entToken: string;
let huaxin: string;
let finance: ReturnType<typeof operatorCaller>;
let financeToken: string;

async function uploadVoucher(token: string): Promise<string> {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(200);
  const boundary = '----MoneyTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="转账凭证.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG.sync.write(image),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/web/auth/file/uploadFile?fileType=orderAttachment',
    remoteAddress: freshIp(),
    payload,
    headers: { authorization: `bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.json()).toMatchObject({ code: 0 });
  return (response.json() as { data: { fileId: string } }).data.fileId;
}

const latestMessage = async (logonId: string) =>
  (
    await testApp.database.pool.query<{ title: string; content: string }>(
      'select m.title, m.content from customer_message m join user_account u on u.id = m.user_id where u.logon_id = $1 order by m.created_at desc limit 1',
      [logonId],
    )
  ).rows[0];

beforeAll(async () => {
  testApp = await createTestApp();
  entToken = await tokenFor(testApp, 'demo_ent');
  huaxin = await ownerIdOf(testApp, 'demo_ent');
  financeToken = await operatorToken(testApp, 'ops_finance');
  finance = operatorCaller(testApp, financeToken);
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

describe('balances (seeded)', () => {
  it('shows 上海华信 ¥50,000.00 with a pending ¥3,000.00 withdrawal, and demo_person ¥2,000.00', async () => {
    const ent = await callApi(testApp, 'POST', 'web/domestic/member/assets/getBalanceAccount', { token: entToken });
    expect(ent.body).toMatchObject({ code: 0, data: { balanceFen: 5_000_000, frozenFen: 300_000, ownerKind: 'enterprise', ownerName: '上海华信国际物流有限公司', canPay: true, canPrepay: true } });
    const person = await callApi(testApp, 'POST', 'web/domestic/member/assets/getBalanceAccount', { token: await tokenFor(testApp, 'demo_person') });
    expect(person.body).toMatchObject({ code: 0, data: { balanceFen: 200_000, ownerKind: 'user' } });
    // The line is used by one deposit note (白条) waiting for redemption: the newest confirmed order's.
    const { rows: confirmed } = await testApp.database.pool.query<{ id: string; order_no: string; total_fen: string }>(
      `select id, order_no, total_fen from order_mast where enterprise_id = $1 and status = 'A' and paid_at is not null order by paid_at desc limit 1`,
      [huaxin],
    );
    const noteOrder = confirmed[0]!;
    const credit = await callApi(testApp, 'POST', 'web/domestic/member/assets/getCreditBalanceAccount', { token: entToken });
    expect(credit.body).toMatchObject({ code: 0, data: { creditLimitFen: 10_000_000, creditUsedFen: Number(noteOrder.total_fen), opened: true } });
    const notes = await callApi<{ records: Array<{ status: string; amountFen: number; orders: Array<{ orderId: string; orderNo: string }> }> }>(
      testApp,
      'POST',
      'web/domestic/member/assets/getBlankNoteData',
      { token: entToken, body: {} },
    );
    expect(notes.body.data.records).toEqual([
      expect.objectContaining({ status: 'D', amountFen: Number(noteOrder.total_fen), orders: [expect.objectContaining({ orderId: noteOrder.id, orderNo: noteOrder.order_no })] }),
    ]);
    const sub = await callApi(testApp, 'POST', 'web/domestic/member/assets/getBalanceAccount', { token: await tokenFor(testApp, 'demo_sub') });
    expect(sub.body).toMatchObject({ code: 0, data: { balanceFen: 5_000_000, canPay: true, canPrepay: false } });
  });

  it('keeps the prepaid centre from a sub-account without user_pre_deposit', async () => {
    const answer = await moneyCall(testApp, await tokenFor(testApp, 'demo_sub'), 'web/domestic/member/assets/createWithdrawalReq', { amountFen: 100 });
    expect(answer.body).toMatchObject({ code: 7401, msg: '您没有预存权限，请联系企业主账号在子账号管理中开通“预存”权限' });
  });
});

describe('online top-up', () => {
  it('credits TOPUP_ONLINE when the sandbox provider confirms', async () => {
    const before = await balancesOf(testApp, huaxin);
    const qr = await moneyCall<{ payNo: string; qrContent: string }>(testApp, entToken, 'web/domestic/member/assets/requestOnlineRecharge', { amountFen: 123_456, channel: 'UNION' });
    expect(qr.body).toMatchObject({ code: 0, data: { amountFen: 123_456, channel: 'UNION' } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen);
    const confirm = await testApp.app.inject({ method: 'POST', url: `${qr.body.data.qrContent}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen + 123_456);
    const detail = await callApi<{ records: Array<{ kind: string; amountFen: number; businessNo: string }> }>(testApp, 'POST', 'web/domestic/member/assets/findAccountDealDetail', {
      token: entToken,
      body: { kind: 'TOPUP_ONLINE', current: 1, size: 10 },
    });
    expect(detail.body.data.records[0]).toMatchObject({ kind: 'TOPUP_ONLINE', amountFen: 123_456, businessNo: qr.body.data.payNo });
  });
});

describe('the prepaid centre is for certified customers', () => {
  it('refuses top-ups, withdrawals and the deal detail to an account that is not certified, opening nothing', async () => {
    const token = await tokenFor(testApp, 'demo_new');
    const accountsBefore = (await testApp.database.pool.query('select count(*)::int as n from prepaid_account')).rows[0].n;
    const refusal = { code: 7407, msg: '请先完成企业或个人认证后再使用预存账户' };
    const online = await moneyCall(testApp, token, 'web/domestic/member/assets/requestOnlineRecharge', { amountFen: 10_000, channel: 'UNION' });
    expect(online.body).toMatchObject(refusal);
    const detail = await callApi(testApp, 'POST', 'web/domestic/member/assets/findAccountDealDetail', { token, body: { current: 1, size: 10 } });
    expect(detail.body).toMatchObject(refusal);
    expect((await testApp.database.pool.query('select count(*)::int as n from prepaid_account')).rows[0].n).toBe(accountsBefore);
  });
});

describe('offline top-up confirmed by finance', () => {
  it('waits for finance, then confirm credits TOPUP_OFFLINE, messages the customer and audits; reject leaves the balance', async () => {
    const voucher = await uploadVoucher(entToken);
    const declared = await moneyCall<{ id: string; status: string }>(testApp, entToken, 'web/domestic/member/assets/insertOfflinePay', {
      amountFen: 880_000,
      payerAccountName: '上海华信国际物流有限公司',
      payerBankName: '中国建设银行',
      transferDate: '2026-11-20',
      voucherFileIds: [voucher],
    });
    expect(declared.body).toMatchObject({ code: 0, data: { status: 'W', amountFen: 880_000 } });
    const before = await balancesOf(testApp, huaxin);

    const queue = await finance<{ records: Array<{ id: string; owner: { ownerName: string }; voucherFiles: Array<{ downloadPath: string }> }> }>('GET', 'finance/offline-topups');
    const queued = queue.body.data.records.find((record) => record.id === declared.body.data.id)!;
    expect(queued.owner.ownerName).toBe('上海华信国际物流有限公司');
    const voucherFile = await testApp.app.inject({ method: 'GET', url: queued.voucherFiles[0]!.downloadPath, headers: { authorization: `Bearer ${financeToken}` } });
    expect(voucherFile.statusCode).toBe(200);
    expect(voucherFile.headers['content-type']).toContain('image/png');

    const confirmed = await finance('POST', `finance/offline-topups/${declared.body.data.id}/confirm`, { body: { note: '已核对银行流水' } });
    expect(confirmed.body).toMatchObject({ code: 0, data: { status: 'A' } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen + 880_000);
    expect(await latestMessage('demo_ent')).toMatchObject({ title: '线下充值已到账' });
    const audit = await testApp.database.pool.query("select before, after from audit_log where action = 'offline-topup.confirm' and entity_id = $1", [declared.body.data.id]);
    expect(audit.rows).toEqual([
      {
        before: { status: 'W', amountFen: 880_000, accountId: expect.any(String), rejectReason: null },
        after: { status: 'A', amountFen: 880_000, accountId: audit.rows[0].before.accountId, rejectReason: null },
      },
    ]);
    const again = await finance('POST', `finance/offline-topups/${declared.body.data.id}/confirm`, { body: {} });
    expect(again.body).toMatchObject({ code: 9352 });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen + 880_000);

    const second = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/insertOfflinePay', {
      amountFen: 10_000,
      payerAccountName: '上海华信国际物流有限公司',
      transferDate: '2026-11-21',
      voucherFileIds: [voucher],
    });
    const rejected = await finance('POST', `finance/offline-topups/${second.body.data.id}/reject`, { body: { reason: '未查询到该笔转账' } });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'R', rejectReason: '未查询到该笔转账' } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen + 880_000);
    expect(await latestMessage('demo_ent')).toMatchObject({ title: '线下充值申报被驳回' });
  });

  it('is not open to a reviewer', async () => {
    const reviewer = operatorCaller(testApp, await operatorToken(testApp, 'ops_review'));
    const answer = await reviewer('GET', 'finance/offline-topups');
    expect(answer.status).toBe(403);
  });
});

describe('withdrawals', () => {
  it('freezes the amount; finance approves (paid out) or rejects (WITHDRAWAL_RETURN)', async () => {
    const bank = await callApi(testApp, 'POST', 'web/domestic/member/assets/getEnterpriseBankAccount', { token: entToken });
    expect(bank.body).toMatchObject({ code: 0, data: { bankName: '中国建设银行', bankAccountNoMasked: '**** **** **** 1234' } });
    const start = await balancesOf(testApp, huaxin);

    const tooMuch = await moneyCall(testApp, entToken, 'web/domestic/member/assets/createWithdrawalReq', { amountFen: start.balanceFen + 1 });
    expect(tooMuch.body).toMatchObject({ code: 7402, msg: '提现金额不能超过可用余额' });

    const first = await moneyCall<{ id: string; status: string }>(testApp, entToken, 'web/domestic/member/assets/createWithdrawalReq', { amountFen: 100_000, remark: '退余款' });
    expect(first.body).toMatchObject({ code: 0, data: { status: 'W', bankAccountNoMasked: '**** **** **** 1234' } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(start.balanceFen - 100_000);
    const approved = await finance('POST', `finance/withdrawals/${first.body.data.id}/approve`, { body: {} });
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'A' } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(start.balanceFen - 100_000);
    expect(await latestMessage('demo_ent')).toMatchObject({ title: '提现已打款' });

    const second = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/createWithdrawalReq', { amountFen: 50_000 });
    const revealed = await finance<{ bankAccountNo: string }>('GET', `finance/withdrawals/${second.body.data.id}/bank-account`);
    expect(revealed.body.data.bankAccountNo).toBe('3100152031305001234');
    const rejected = await finance('POST', `finance/withdrawals/${second.body.data.id}/reject`, { body: { reason: '收款账户信息有误' } });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'R' } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(start.balanceFen - 100_000);
    const audit = await testApp.database.pool.query("select action, before, after from audit_log where entity_type = 'withdrawal_request' and entity_id = $1 order by at", [second.body.data.id]);
    expect(audit.rows).toEqual([
      expect.objectContaining({ action: 'withdrawal.reveal-account' }),
      {
        action: 'withdrawal.reject',
        before: { status: 'W', amountFen: 50_000, accountId: expect.any(String), rejectReason: null },
        after: { status: 'R', amountFen: 50_000, accountId: expect.any(String), rejectReason: '收款账户信息有误' },
      },
    ]);
    const cancelLate = await moneyCall(testApp, entToken, 'web/domestic/member/assets/cancelRefund', { id: second.body.data.id });
    expect(cancelLate.body).toMatchObject({ code: 7406 });

    const records = await callApi<{ records: Array<{ id: string; kind: string; status: string }> }>(testApp, 'POST', 'web/domestic/member/assets/getRefundRecord', { token: entToken, body: { kind: 'WITHDRAWAL' } });
    expect(records.body.data.records.find((record) => record.id === second.body.data.id)).toMatchObject({ kind: 'WITHDRAWAL', status: 'R' });
    const accounts = await finance<{ records: Array<{ accountId: string; ownerId: string; balanceFen: number; ledgerSumFen: number }> }>('GET', 'finance/accounts', { query: { keyword: '华信' } });
    const account = accounts.body.data.records.find((record) => record.ownerId === huaxin)!;
    expect(account).toMatchObject({ balanceFen: start.balanceFen - 100_000, ledgerSumFen: start.balanceFen - 100_000 });
    const ledger = await finance<{ records: Array<{ kind: string; amountFen: number; businessId: string }> }>('GET', `finance/accounts/${account.accountId}/ledger`, { query: { kind: 'WITHDRAWAL_RETURN' } });
    expect(ledger.body.data.records[0]).toMatchObject({ kind: 'WITHDRAWAL_RETURN', amountFen: 50_000, businessId: second.body.data.id });
  });

  it('refuses with the 001 §8 message when the bank information is not verified', async () => {
    await testApp.database.pool.query("update enterprise set bank_cert_status = 'Submit' where id = $1", [huaxin]);
    try {
      const answer = await moneyCall(testApp, entToken, 'web/domestic/member/assets/createWithdrawalReq', { amountFen: 100 });
      expect(answer.body).toMatchObject({ code: 7403, msg: '企业银行信息未通过认证，请前往用户信息-企业信息-银行账户信息查看并完善' });
    } finally {
      await testApp.database.pool.query("update enterprise set bank_cert_status = 'Confirm' where id = $1", [huaxin]);
    }
  });
});

describe('deal detail', () => {
  it('pages the ledger by date and kind, and downloads it as xlsx', async () => {
    const page = await callApi<{ records: Array<{ kind: string }>; total: number }>(testApp, 'POST', 'web/domestic/member/assets/findAccountDealDetail', {
      token: entToken,
      body: { current: 1, size: 10, kind: 'ORDER_PAY' },
    });
    expect(page.body.code).toBe(0);
    expect(page.body.data.total).toBeGreaterThan(0);
    expect(page.body.data.records.every((record) => record.kind === 'ORDER_PAY')).toBe(true);
    const reversed = await callApi(testApp, 'POST', 'web/domestic/member/assets/findAccountDealDetail', { token: entToken, body: { startDate: '2026-11-20', endDate: '2026-11-01' } });
    expect(reversed.body).toMatchObject({ code: 7409 });

    const file = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/domestic/member/assets/downloadAccountDealDetail',
      remoteAddress: freshIp(),
      payload: {},
      headers: { authorization: `bearer ${entToken}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('资金明细'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('资金明细')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '流水号', '时间', '类型', '金额（元）', '运费贷额度变动（元）', '变动后余额（元）', '业务单号', '备注']);
    const everything = await callApi<{ records: Array<{ id: number }>; total: number }>(testApp, 'POST', 'web/domestic/member/assets/findAccountDealDetail', { token: entToken, body: { current: 1, size: 10 } });
    expect(sheet.rowCount - 1).toBe(everything.body.data.total);
    // Newest first, as the page lists them.
    expect(sheet.getRow(2).getCell(1).value).toBe(everything.body.data.records[0]!.id);
  });
});
