import crypto from 'node:crypto';
import { formatMoney, labelOf, PAYMENT_CHANNELS, PAYMENT_PURPOSES, PAYMENT_REQUEST_STATUSES } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentRequest, TOPUP_PURPOSE } from '../../assets';
import { notifyKeyOf, signNotify } from '../notify-signature';

const ZParams = z.object({ payNo: z.string().regex(/^[A-Z0-9]{6,40}$/, '支付单号格式不正确') });
const ZOutcomeParams = ZParams.extend({ outcome: z.enum(['confirm', 'fail']) });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱支付</title><style>
body{font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f0f2f5;margin:0;padding:40px 16px;color:#1f1f1f}
.card{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px}.hint{color:#8c8c8c;font-size:13px;margin:0 0 20px}
.amount{font-size:32px;font-weight:600;color:#cf1322;margin:12px 0 20px}
dl{display:grid;grid-template-columns:96px 1fr;gap:8px 12px;margin:0 0 24px;font-size:14px}dt{color:#8c8c8c}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:12px}form{flex:1}button{width:100%;height:40px;border-radius:6px;font-size:15px;cursor:pointer;border:1px solid #d9d9d9;background:#fff}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff}.status{padding:12px;border-radius:6px;background:#f6ffed;border:1px solid #b7eb8f;font-size:15px}
.status.bad{background:#fff2f0;border-color:#ffccc7}</style></head><body><div class="card">${body}</div></body></html>`;
}

/**
 * /api/dev/pay-sandbox (outside production): the page the QR code opens, standing in for WeChat Pay /
 * Alipay / UnionPay. Its two buttons make the "provider" send the same HMAC-signed notify a real one
 * would, through the real callback route, then show the result.
 */
export const paySandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:payNo', { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    const [row] = await app.db.select().from(paymentRequest).where(eq(paymentRequest.payNo, request.params.payNo));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.status(404).send(page('<h1>沙箱支付</h1><p class="status bad">支付单不存在</p>'));
    const expired = row.status === 'INIT' && row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
    const purpose = row.purpose === TOPUP_PURPOSE ? '预存账户充值' : labelOf(PAYMENT_PURPOSES, row.purpose);
    const details = `<dl><dt>支付单号</dt><dd>${escapeHtml(row.payNo)}</dd><dt>支付渠道</dt><dd>${escapeHtml(labelOf(PAYMENT_CHANNELS, row.channel))}</dd>
<dt>支付用途</dt><dd>${escapeHtml(purpose)}</dd><dt>状态</dt><dd>${escapeHtml(expired ? '已过期' : labelOf(PAYMENT_REQUEST_STATUSES, row.status))}</dd></dl>`;
    const head = `<h1>沙箱支付</h1><p class="hint">模拟第三方支付渠道（非生产环境）。</p><div class="amount">${escapeHtml(formatMoney(row.amountFen))}</div>`;
    if (row.status === 'INIT') {
      const action = (outcome: string) => `/api/dev/pay-sandbox/${encodeURIComponent(row.payNo)}/${outcome}`;
      return reply.send(
        page(`${head}${details}<div class="actions"><form method="post" action="${action('confirm')}"><button class="primary" type="submit">确认支付</button></form>
<form method="post" action="${action('fail')}"><button type="submit">支付失败</button></form></div>`),
      );
    }
    const paid = row.status === 'PAID';
    return reply.send(page(`${head}${details}<p class="status${paid ? '' : ' bad'}">${paid ? '支付成功，请返回订舱页面查看结果。' : '支付未成功，请返回重新发起支付。'}</p>`));
  });

  app.post('/:payNo/:outcome', { schema: { hide: true, params: ZOutcomeParams } }, async (request, reply) => {
    const [row] = await app.db.select().from(paymentRequest).where(eq(paymentRequest.payNo, request.params.payNo));
    if (!row) return reply.status(404).type('text/html; charset=utf-8').send(page('<h1>沙箱支付</h1><p class="status bad">支付单不存在</p>'));
    const fields = {
      payNo: row.payNo,
      tradeNo: `SANDBOX${Date.now()}${crypto.randomInt(1000, 9999)}`,
      amountFen: row.amountFen,
      result: request.params.outcome === 'confirm' ? ('SUCCESS' as const) : ('FAIL' as const),
      timestamp: Date.now(),
    };
    const sign = signNotify(await notifyKeyOf(app.db), fields);
    const answer = await app.inject({ method: 'POST', url: `/api/web/domestic/order/payment/callback/${row.channel}`, payload: { ...fields, sign } });
    if (answer.statusCode !== 200) {
      const msg = (answer.json() as { msg?: string }).msg ?? '通知失败';
      return reply.status(502).type('text/html; charset=utf-8').send(page(`<h1>沙箱支付</h1><p class="status bad">${escapeHtml(msg)}</p>`));
    }
    return reply.redirect(`/api/dev/pay-sandbox/${encodeURIComponent(row.payNo)}`, 303);
  });
};
