import { QQ_MAX_LENGTH, QQ_MESSAGES, QQ_PATTERN } from '@coastbook/domain';
import { z } from 'zod';
import { ZEmailAddress, ZVerificationCode } from './fields';

/** GET web/entUser/getUserInfo: the user session fields of 000 §3 (e-mail and phone masked). */
export const ZGetUserInfoResponse = z.object({
  userId: z.string(),
  logonId: z.string(),
  username: z.string().describe('same as logonId'),
  userCnnme: z.string(),
  email: z.string().nullable().describe('masked, e.g. zh***@example.com'),
  phone: z.string().describe('masked, e.g. 138****5678'),
  qq: z.string().nullable(),
  wechat: z.string().nullable(),
  headUrl: z.string().nullable(),
  logonFailedTime: z.number().int(),
  isStrongPassword: z.boolean(),
  isPasswordExpired: z.boolean().describe('older than PASSWORD_MAX_AGE_DAYS, or state ResetPassword'),
  userType: z.string().describe('M, S or N'),
  roles: z.array(z.string()),
  enterpriseId: z.string().nullable(),
  accountState: z.string().describe('Active, Lock or ResetPassword'),
  hasPaymentPassword: z.boolean(),
});
export type TGetUserInfoResponse = z.infer<typeof ZGetUserInfoResponse>;

/** GET web/entUser/getUserPermission. */
export const ZGetUserPermissionResponse = z.object({
  authorities: z.array(z.string()).describe('function codes (000 §6)'),
  urls: z.array(z.string()).describe("permitted route patterns; a trailing '*' matches any path with that prefix"),
});
export type TGetUserPermissionResponse = z.infer<typeof ZGetUserPermissionResponse>;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}长度不能超过${max}个字符`);

/**
 * POST web/entUser/updateUserInfo: only the fields sent change; '' clears qq, wechat and headUrl.
 * A new e-mail address needs `emailCode`, sent to that address with emailCodeType CHANGE_BIND, and
 * must not be used by another account.
 */
export const ZUpdateUserInfoRequest = z.object({
  userCnnme: optionalText(40, '姓名').min(1, '姓名不能为空').optional(),
  email: ZEmailAddress.optional(),
  emailCode: ZVerificationCode.optional(),
  qq: z
    .string()
    .trim()
    .max(QQ_MAX_LENGTH, QQ_MESSAGES.invalid.zh)
    .regex(new RegExp(`^(${QQ_PATTERN.source.slice(1, -1)})?$`), QQ_MESSAGES.invalid.zh)
    .optional(),
  wechat: optionalText(40, '微信号').optional(),
  headUrl: optionalText(500, '头像地址')
    .regex(/^(|https?:\/\/\S+|\/\S*)$/, '头像地址须为http(s)链接或站内路径')
    .optional(),
});
export type TUpdateUserInfoRequest = z.infer<typeof ZUpdateUserInfoRequest>;
export const ZUpdateUserInfoResponse = z.literal(true);
