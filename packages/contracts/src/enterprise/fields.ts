import {
  CONTACT_NUMBER_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ENTERPRISE_ADDRESS_MAX_LENGTH,
  ENTERPRISE_ADDRESS_MESSAGES,
  ENTERPRISE_NAME_MAX_LENGTH,
  ENTERPRISE_NAME_MESSAGES,
  ENTERPRISE_NAME_PATTERN,
  FLEET_CODE_MAX_LENGTH,
  FLEET_CODE_MESSAGES,
  LANDLINE_PATTERN,
  LETTERS_AND_DIGITS_PATTERN,
  MOBILE_PATTERN,
  NATIONAL_ID_MESSAGES,
  NATIONAL_ID_PATTERN,
  SOCIAL_CREDIT_CODE_MAX_LENGTH,
  SOCIAL_CREDIT_CODE_MESSAGES,
  characterLength,
} from '@coastbook/domain';
import { z } from 'zod';

/** Fields shared by the certification, bank and association forms (000 §5), with the spec's messages. */

/** Required text: trimmed, not empty ('请输入{label}'), at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .refine((value) => characterLength(value) <= max, `${label}长度不能超过${max}个字符`);
}

/** Optional text: '' is read as absent. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .refine((value) => characterLength(value) <= max, `${label}长度不能超过${max}个字符`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/** Enterprise Chinese name: required, max 60, Chinese characters and parentheses only. */
export const ZEnterpriseCnnme = z
  .string({ error: ENTERPRISE_NAME_MESSAGES.required.zh })
  .trim()
  .min(1, ENTERPRISE_NAME_MESSAGES.required.zh)
  .refine((value) => characterLength(value) <= ENTERPRISE_NAME_MAX_LENGTH, ENTERPRISE_NAME_MESSAGES.length.zh)
  .refine((value) => value === '' || ENTERPRISE_NAME_PATTERN.test(value), ENTERPRISE_NAME_MESSAGES.format.zh);

/** Unified social credit code: required, letters and digits only, max 20; stored upper-cased. */
export const ZSocialCreditCode = z
  .string({ error: SOCIAL_CREDIT_CODE_MESSAGES.required.zh })
  .trim()
  .min(1, SOCIAL_CREDIT_CODE_MESSAGES.required.zh)
  .max(SOCIAL_CREDIT_CODE_MAX_LENGTH, SOCIAL_CREDIT_CODE_MESSAGES.length.zh)
  .regex(/^[A-Za-z0-9]*$/, SOCIAL_CREDIT_CODE_MESSAGES.format.zh)
  .transform((value) => value.toUpperCase());

/** Fleet code (trailer supplier): required, letters and digits only, max 20. */
export const ZFleetCode = z
  .string({ error: FLEET_CODE_MESSAGES.required.zh })
  .trim()
  .min(1, FLEET_CODE_MESSAGES.required.zh)
  .max(FLEET_CODE_MAX_LENGTH, FLEET_CODE_MESSAGES.length.zh)
  .regex(LETTERS_AND_DIGITS_PATTERN, FLEET_CODE_MESSAGES.format.zh)
  .transform((value) => value.toUpperCase());

/** Enterprise address: required, max 100. */
export const ZEnterpriseAddress = z
  .string({ error: ENTERPRISE_ADDRESS_MESSAGES.required.zh })
  .trim()
  .min(1, ENTERPRISE_ADDRESS_MESSAGES.required.zh)
  .refine((value) => characterLength(value) <= ENTERPRISE_ADDRESS_MAX_LENGTH, ENTERPRISE_ADDRESS_MESSAGES.length.zh);

/** National ID: 15 or 18 characters; stored upper-cased (the check character X). */
export const ZNationalId = z
  .string({ error: NATIONAL_ID_MESSAGES.required.zh })
  .trim()
  .min(1, NATIONAL_ID_MESSAGES.required.zh)
  .regex(NATIONAL_ID_PATTERN, NATIONAL_ID_MESSAGES.invalid.zh)
  .transform((value) => value.toUpperCase());

/** A contact phone: a mobile number or a landline with area code ('021-61234567'). */
export const ZContactPhone = z
  .string({ error: '请输入联系电话' })
  .trim()
  .min(1, '请输入联系电话')
  .refine((value) => value === '' || MOBILE_PATTERN.test(value) || LANDLINE_PATTERN.test(value), '请输入有效的手机号码或固定电话（区号-号码）');

/** An optional contact e-mail. */
export const ZOptionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, '邮箱地址不正确')
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), '邮箱地址不正确')
  .transform((value) => (value === '' ? undefined : value.toLowerCase()))
  .optional();

/** A number field of 000 §5: digits, '+' and '-', 1-20 characters. */
export const ZContactNumber = z.string().trim().regex(CONTACT_NUMBER_PATTERN, '号码格式不正确');

/** Uploaded file ids (from the files area); at least `min`, each a uuid. */
export function fileIdList(requiredMessage: string, min = 1, max = 10) {
  return z
    .array(z.uuid({ error: '文件标识格式不正确' }), { error: requiredMessage })
    .min(min, requiredMessage)
    .max(max, `最多上传${max}个文件`);
}

/** An id in a request (enterprise, user, request): a uuid. */
export function idField(label: string) {
  return z.uuid({ error: `${label}格式不正确` });
}

/** SAP customer number: 10 digits (the carrier's SAP customer master). */
export const SAP_ID_PATTERN = /^\d{10}$/;
export const ZSapId = z
  .string({ error: '请输入SAP编号' })
  .trim()
  .min(1, '请输入SAP编号')
  .regex(SAP_ID_PATTERN, 'SAP编号应为10位数字');
