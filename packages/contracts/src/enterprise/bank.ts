import {
  BANK_ACCOUNT_MESSAGES,
  BANK_ACCOUNT_PATTERN,
  BANK_BRANCH_MESSAGES,
  isValidBankBranchName,
} from '@coastbook/domain';
import { z } from 'zod';
import { requiredText } from './fields';

const ZBankAccountNo = z
  .string({ error: '请输入银行账号' })
  .trim()
  .min(1, '请输入银行账号')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || BANK_ACCOUNT_PATTERN.test(value), BANK_ACCOUNT_MESSAGES.invalid.zh);

const ZBankBranch = z
  .string({ error: '请输入开户支行' })
  .trim()
  .min(1, '请输入开户支行')
  .refine((value) => value === '' || isValidBankBranchName(value), BANK_BRANCH_MESSAGES.format.zh);

/** POST web/enterprise/bank/submitBankInfo: every field required and valid (000 §5 bank rules). */
export const ZSubmitBankInfoRequest = z.object({
  bankAccountName: requiredText('账户名称', 60),
  bankAccountNo: ZBankAccountNo,
  bankName: requiredText('开户银行', 40),
  bankBranch: ZBankBranch,
});
export type TSubmitBankInfoRequest = z.infer<typeof ZSubmitBankInfoRequest>;

/** POST web/enterprise/bank/saveBankDraft: the same fields, each optional (a draft may be incomplete), each valid when given. */
export const ZSaveBankDraftRequest = ZSubmitBankInfoRequest.partial();
export type TSaveBankDraftRequest = z.infer<typeof ZSaveBankDraftRequest>;
