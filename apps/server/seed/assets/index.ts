import { and, asc, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import { hashPassword, userAccount } from '../../src/modules/auth';
import { blankNote, blankNoteOrder, offlineTopup, paymentRequest, paymentRequestOrder, prepaidAccount, prepaidLedger, withdrawalRequest } from '../../src/modules/assets';
import { enterprise } from '../../src/modules/enterprise';
import { orderMast } from '../../src/modules/order/order.tables';
import { loadServerKeys } from '../../src/platform/crypto';
import type { Tx } from '../../src/platform/db/client';
import type { Seeder } from '../seeder';

/** demo_ent's (and, for demos, demo_sub's and demo_person's) payment password when none is seeded. */
export const DEMO_PAYMENT_PASSWORD = '135790';

/**
 * What the seed leaves: 上海华信 ¥50,000.00 available (after a pending ¥3,000.00 withdrawal), a ¥100,000.00
 * freight-loan line of which its newest confirmed order's deposit note (白条, not yet redeemed) uses the amount;
 * demo_person ¥2,000.00.
 */
export const DEMO_BALANCES = { huaxinFen: 5_000_000, huaxinCreditLimitFen: 10_000_000, pendingWithdrawalFen: 300_000, pendingOfflineTopupFen: 1_000_000, personFen: 200_000 } as const;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

interface Movement {
  at: Date;
  kind: string;
  amountFen: number;
  /** What the movement draws on the freight-loan line (deposit notes); 0 for the balance's own. */
  creditFen?: number;
  businessId: string | null;
  businessNo: string | null;
  remark: string;
  createdBy: string;
}

/** Writes the movements oldest first, each with the running balance; the account's cached balance and credit used = their sums. */
async function writeLedger(tx: Tx, accountId: string, movements: Movement[]): Promise<number> {
  let balance = 0;
  let creditUsed = 0;
  for (const movement of [...movements].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    balance += movement.amountFen;
    creditUsed += movement.creditFen ?? 0;
    if (balance < 0) throw new Error(`seed ledger goes negative at ${movement.kind}`);
    await tx.insert(prepaidLedger).values({ accountId, ...movement, creditFen: movement.creditFen ?? 0, balanceAfterFen: balance, createdAt: movement.at });
  }
  await tx.update(prepaidAccount).set({ balanceFen: balance, creditUsedFen: creditUsed, version: movements.length, updatedAt: new Date() }).where(eq(prepaidAccount.id, accountId));
  return balance;
}

let payNoSequence = 0;
/** yyMMdd of an instant's China date, as the payment and note numbers begin. */
const chinaYymmdd = (at: Date) => {
  const china = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${china.slice(2, 4)}${china.slice(5, 7)}${china.slice(8, 10)}`;
};
const seedPayNo = (at: Date) => {
  payNoSequence += 1;
  return `PY${chinaYymmdd(at)}90000${String(payNoSequence).padStart(5, '0')}`;
};

/**
 * Prepaid accounts of the demo customers, built from ledger rows only (balance = their sum): 上海华信's
 * top-ups, a prepaid payment for every seeded order that was paid (and a refund for those rejected or
 * cancelled after payment), one pending offline top-up and one pending withdrawal; demo_person's online top-up.
 * Runs after the order seeder so the payments match the orders.
 */
export const assetsSeeder: Seeder = {
  area: 'assets',
  async seed(tx) {
    const { fieldCipher } = await loadServerKeys(tx);
    const users = await tx
      .select({ id: userAccount.id, logonId: userAccount.logonId, enterpriseId: userAccount.enterpriseId })
      .from(userAccount)
      .where(inArray(userAccount.logonId, ['demo_ent', 'demo_sub', 'demo_person']));
    const user = (logonId: string) => users.find((row) => row.logonId === logonId)!;
    const demoEnt = user('demo_ent');
    const demoPerson = user('demo_person');

    // Payment passwords (account area seeds none): only where still empty.
    const paymentPasswordHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
    await tx
      .update(userAccount)
      .set({ paymentPasswordHash })
      .where(and(inArray(userAccount.logonId, ['demo_ent', 'demo_sub', 'demo_person']), isNull(userAccount.paymentPasswordHash)));

    // ---- 上海华信 (demo_ent's enterprise) ----
    const huaxinId = demoEnt.enterpriseId!;
    const [huaxin] = await tx
      .insert(prepaidAccount)
      .values({ ownerKind: 'enterprise', ownerId: huaxinId, creditLimitFen: DEMO_BALANCES.huaxinCreditLimitFen, createdAt: daysAgo(120) })
      .returning();
    const movements: Movement[] = [];
    const paidOrders = await tx
      .select()
      .from(orderMast)
      .where(and(eq(orderMast.enterpriseId, huaxinId), isNotNull(orderMast.paidAt)))
      .orderBy(asc(orderMast.paidAt));
    // The newest confirmed order was paid with a deposit note drawn on the freight-loan line, not redeemed
    // yet: the redeem pages (/blankNoteRedeemPayment, /batch) have a note to show.
    const noteOrder = paidOrders.findLast((order) => order.status === 'A' && order.payWay === 1);
    for (const order of paidOrders) {
      const paidAt = order.paidAt!;
      const paidByNote = order === noteOrder;
      // A down-payment order (pay way 2) paid its 30 % only; the others paid in full (and R / X got it back).
      const amountFen = order.payWay === 2 ? order.paidFen : order.totalFen;
      const [request] = await tx
        .insert(paymentRequest)
        // A note is bank credit (pay way 3) on the order and its payment, as applyBlanknote records it.
        .values({ payNo: seedPayNo(paidAt), accountId: huaxin!.id, userId: order.userId, channel: paidByNote ? 'BLANK_NOTE' : 'ACCOUNTSTORE', payWay: paidByNote ? 3 : (order.payWay ?? 1), purpose: 0, amountFen, status: 'PAID', createdAt: paidAt, paidAt })
        .returning();
      await tx.insert(paymentRequestOrder).values({ paymentRequestId: request!.id, orderId: order.id, orderNo: order.orderNo, amountFen });
      if (paidByNote) {
        const [note] = await tx
          .insert(blankNote)
          .values({ noteNo: `BN${chinaYymmdd(paidAt)}90000001`, accountId: huaxin!.id, amountFen: order.totalFen, status: 'D', createdBy: order.userId, createdAt: paidAt })
          .returning();
        await tx.insert(blankNoteOrder).values({ blankNoteId: note!.id, orderId: order.id, orderNo: order.orderNo, amountFen: order.totalFen });
        await tx.update(orderMast).set({ payWay: 3 }).where(eq(orderMast.id, order.id));
        movements.push({ at: paidAt, kind: 'BLANK_NOTE', amountFen: 0, creditFen: order.totalFen, businessId: order.id, businessNo: order.orderNo, remark: `白条支付 ${order.orderNo}（${note!.noteNo}）`, createdBy: order.userId });
        continue;
      }
      movements.push({ at: paidAt, kind: 'ORDER_PAY', amountFen: -amountFen, businessId: order.id, businessNo: order.orderNo, remark: `${order.payWay === 2 ? '首付款支付' : '订单支付'} ${order.orderNo}`, createdBy: order.userId });
      if (order.status === 'R' || order.status === 'X') {
        movements.push({
          at: new Date(paidAt.getTime() + 3 * 3_600_000),
          kind: 'REFUND',
          amountFen: order.totalFen,
          businessId: order.id,
          businessNo: order.orderNo,
          remark: order.status === 'R' ? `订单审核未通过退款：${order.rejectReason ?? ''}` : `订单取消退款：${order.cancelReason ?? ''}`,
          createdBy: 'system',
        });
      }
    }
    const spentFen = movements.reduce((sum, movement) => sum - movement.amountFen, 0);
    // Top-ups sized so that, after the payments and the pending withdrawal, ¥50,000.00 remain.
    const toppedUpFen = DEMO_BALANCES.huaxinFen + DEMO_BALANCES.pendingWithdrawalFen + spentFen;
    const offlineFen = Math.round(toppedUpFen / 200_000) * 100_000;
    const [confirmedTopup] = await tx
      .insert(offlineTopup)
      .values({
        accountId: huaxin!.id,
        amountFen: offlineFen,
        status: 'A',
        payerAccountName: '上海华信国际物流有限公司',
        payerBankName: '中国建设银行',
        transferDate: new Date(daysAgo(100).getTime() + 8 * 3_600_000).toISOString().slice(0, 10),
        voucherFileIds: [],
        remark: '首次预存运费',
        createdBy: demoEnt.id,
        createdAt: daysAgo(100),
        decidedAt: daysAgo(99),
      })
      .returning();
    movements.push({ at: daysAgo(99), kind: 'TOPUP_OFFLINE', amountFen: offlineFen, businessId: confirmedTopup!.id, businessNo: null, remark: '线下转账充值（上海华信国际物流有限公司）', createdBy: 'operator:seed' });
    const onlineFen = toppedUpFen - offlineFen;
    if (onlineFen > 0) {
      const [request] = await tx
        .insert(paymentRequest)
        .values({ payNo: seedPayNo(daysAgo(95)), accountId: huaxin!.id, userId: demoEnt.id, channel: 'WECHAT', payWay: 1, purpose: 9, amountFen: onlineFen, status: 'PAID', providerTradeNo: 'SANDBOX-SEED-0001', createdAt: daysAgo(95), paidAt: daysAgo(95) })
        .returning();
      movements.push({ at: daysAgo(95), kind: 'TOPUP_ONLINE', amountFen: onlineFen, businessId: request!.id, businessNo: request!.payNo, remark: '微信支付在线充值', createdBy: demoEnt.id });
    }
    // Pending withdrawal (frozen) to the verified account; pending offline top-up waiting for finance.
    const [bank] = await tx.select().from(enterprise).where(eq(enterprise.id, huaxinId));
    const [withdrawal] = await tx
      .insert(withdrawalRequest)
      .values({
        accountId: huaxin!.id,
        amountFen: DEMO_BALANCES.pendingWithdrawalFen,
        bankAccountName: bank!.bankAccountName ?? '上海华信国际物流有限公司',
        bankAccountNoEncrypted: bank!.bankAccountNoEncrypted ?? fieldCipher.encrypt('3100152031305001234'),
        bankName: bank!.bankName ?? '中国建设银行',
        bankBranch: bank!.bankBranch,
        remark: '退还多余预存款',
        createdBy: demoEnt.id,
        createdAt: daysAgo(1),
      })
      .returning();
    movements.push({ at: daysAgo(1), kind: 'WITHDRAWAL', amountFen: -DEMO_BALANCES.pendingWithdrawalFen, businessId: withdrawal!.id, businessNo: null, remark: '提现至中国建设银行（尾号1234）', createdBy: demoEnt.id });
    await tx.insert(offlineTopup).values({
      accountId: huaxin!.id,
      amountFen: DEMO_BALANCES.pendingOfflineTopupFen,
      payerAccountName: '上海华信国际物流有限公司',
      payerBankName: '中国建设银行',
      transferDate: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      voucherFileIds: [],
      remark: '补充预存运费（凭证已邮件发送财务）',
      createdBy: demoEnt.id,
      createdAt: new Date(Date.now() - 2 * 3_600_000),
    });
    await writeLedger(tx, huaxin!.id, movements);

    // ---- demo_person ----
    const [person] = await tx.insert(prepaidAccount).values({ ownerKind: 'user', ownerId: demoPerson.id, createdAt: daysAgo(40) }).returning();
    const [personTopup] = await tx
      .insert(paymentRequest)
      .values({ payNo: seedPayNo(daysAgo(30)), accountId: person!.id, userId: demoPerson.id, channel: 'ALIPAY', payWay: 1, purpose: 9, amountFen: DEMO_BALANCES.personFen, status: 'PAID', providerTradeNo: 'SANDBOX-SEED-0002', createdAt: daysAgo(30), paidAt: daysAgo(30) })
      .returning();
    await writeLedger(tx, person!.id, [
      { at: daysAgo(30), kind: 'TOPUP_ONLINE', amountFen: DEMO_BALANCES.personFen, businessId: personTopup!.id, businessNo: personTopup!.payNo, remark: '支付宝在线充值', createdBy: demoPerson.id },
    ]);
  },
};
