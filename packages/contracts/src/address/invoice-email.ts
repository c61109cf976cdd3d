import { z } from 'zod';
import { ZEmailAddress, ZVerificationCode } from '../account/fields';

/**
 * Invoice acceptance e-mails (/invoiceAcceptanceEmail, function code invoice_email_search): the
 * addresses an enterprise's electronic invoices are sent to, 5 at most. Paths are ours (the spec names
 * none): web/invoiceAcceptanceEmail/list, add, delete. Sub-accounts need the user_auto_invoice right.
 */
export const INVOICE_ACCEPTANCE_EMAIL_LIMIT = 5;

export const ZInvoiceAcceptanceEmail = z.object({
  id: z.string(),
  email: z.string(),
  createTime: z.string(),
});
export type TInvoiceAcceptanceEmail = z.infer<typeof ZInvoiceAcceptanceEmail>;
export const ZInvoiceAcceptanceEmailList = z.array(ZInvoiceAcceptanceEmail);

/** add: the address and the code sent to it with emailCodeType INVOICE_MANAGER (proves the mailbox is reachable). */
export const ZAddInvoiceAcceptanceEmailRequest = z.object({ email: ZEmailAddress, emailCode: ZVerificationCode });
export type TAddInvoiceAcceptanceEmailRequest = z.infer<typeof ZAddInvoiceAcceptanceEmailRequest>;

export const ZDeleteInvoiceAcceptanceEmailRequest = z.object({ id: z.uuid({ error: '邮箱ID格式不正确' }) });
export type TDeleteInvoiceAcceptanceEmailRequest = z.infer<typeof ZDeleteInvoiceAcceptanceEmailRequest>;
