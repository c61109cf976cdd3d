import { SUPPLIER_TRANSFER_TYPES, type TSupplierTransferType } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import type { FieldCipher } from '../../../platform/crypto/field-cipher';
import type { CharterSupplierSystem, SupplierIdentity } from './charter-supplier-system';

/** Where the sandbox "system" lives: a page of this server (not in production). */
export const SANDBOX_ARRIVE_PATH = '/api/dev/charter-supplier-system/arrive';
const TICKET_TTL_MS = 5 * 60_000;

interface TicketBody {
  userId: string;
  logonId: string;
  supplierName: string;
  abroad: 1 | 2;
  transferType: TSupplierTransferType;
  expiresAt: number;
}

/**
 * The built-in sandbox of the charter supplier system: stateless. A supplier code is derived from the
 * user id; a transfer URL carries a ticket (hex JSON + HMAC with the server's lookup key, 5 minutes)
 * that the sandbox page verifies and greets "you arrived at the charter supplier system as <logonId>",
 * so the journey really completes. Hex, because the HMAC helper lower-cases what it signs.
 */
export function sandboxSupplierSystem(fieldCipher: Pick<FieldCipher, 'lookupHash'>, now: () => number = Date.now): CharterSupplierSystem {
  const sign = (payload: string) => fieldCipher.lookupHash(`charter-supplier-ticket:${payload}`);
  return {
    registerSupplier: (supplier) => Promise.resolve({ supplierCode: `ES${sign(supplier.userId).replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase()}` }),
    checkLink: () => Promise.resolve({ ok: true }),
    transferUrl: (supplier: SupplierIdentity, transferType) => {
      const body: TicketBody = { ...supplier, transferType, expiresAt: now() + TICKET_TTL_MS };
      const payload = Buffer.from(JSON.stringify(body), 'utf8').toString('hex');
      return Promise.resolve(`${SANDBOX_ARRIVE_PATH}?ticket=${payload}.${sign(payload)}`);
    },
  };
}

/** The sandbox page's check of a ticket: its body when genuine and fresh, else SUPPLIER_LINK_TICKET_INVALID. */
export function readSandboxTicket(fieldCipher: Pick<FieldCipher, 'lookupHash'>, ticket: string, now: () => number = Date.now): TicketBody {
  const [payload, signature, ...rest] = ticket.split('.');
  if (!payload || !signature || rest.length > 0 || !/^[0-9a-f]+$/.test(payload)) throw new AppError('SUPPLIER_LINK_TICKET_INVALID');
  if (fieldCipher.lookupHash(`charter-supplier-ticket:${payload}`) !== signature) throw new AppError('SUPPLIER_LINK_TICKET_INVALID');
  let body: TicketBody;
  try {
    body = JSON.parse(Buffer.from(payload, 'hex').toString('utf8')) as TicketBody;
  } catch {
    throw new AppError('SUPPLIER_LINK_TICKET_INVALID');
  }
  if (typeof body.expiresAt !== 'number' || body.expiresAt < now() || !SUPPLIER_TRANSFER_TYPES.includes(body.transferType)) {
    throw new AppError('SUPPLIER_LINK_TICKET_INVALID');
  }
  return body;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sandbox system's landing page (plain HTML, no script). */
export function sandboxArrivalPage(ticket: TicketBody | { error: string }): string {
  const content =
    'error' in ticket
      ? `<h1>租船供应商系统（沙箱）</h1><p class="error" data-testid="supplier-sandbox-error">${escapeHtml(ticket.error)}</p>`
      : `<h1>租船供应商系统（沙箱）</h1>
<p data-testid="supplier-sandbox-arrived">您已作为 <strong>${escapeHtml(ticket.logonId)}</strong> 进入租船供应商系统</p>
<p lang="en">You arrived at the charter supplier system as <strong>${escapeHtml(ticket.logonId)}</strong></p>
<dl>
<dt>供应商</dt><dd>${escapeHtml(ticket.supplierName)}</dd>
<dt>页面</dt><dd data-testid="supplier-sandbox-page">${ticket.transferType === 'ECHARTING_ALLPRICE' ? '全量报价（ECHARTING_ALLPRICE）' : '系统首页（ECHARTING_ALLPRICE_LOGIN）'}</dd>
<dt>境内/境外</dt><dd>${ticket.abroad === 1 ? '境外（abroad=1）' : '境内（abroad=2）'}</dd>
</dl>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>租船供应商系统（沙箱）</title>
<style>body{font-family:"Noto Sans CJK SC","PingFang SC",sans-serif;max-width:640px;margin:64px auto;padding:0 24px;color:#1f2a44}
h1{font-size:22px;border-bottom:2px solid #0e7c86;padding-bottom:12px}dl{display:grid;grid-template-columns:120px 1fr;gap:8px}
dt{color:#6b7280}.error{color:#c0392b}</style></head><body>${content}
<p style="color:#9ca3af;font-size:12px">这是 CoastBook 内置的租船供应商系统沙箱，仅在非生产环境提供。</p></body></html>`;
}
