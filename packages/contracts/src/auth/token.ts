import { z } from 'zod';

/**
 * Credentials in a request are never plain text: `base64(RSA-OAEP-SHA256(utf-8 text))` made with the key
 * from GET /api/auth/publicKey. The schema only checks the transport shape; the server decrypts.
 */
export const ZEncryptedSecret = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .max(2048, '密文过长')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, '密码须使用公钥加密（base64）后提交');

export const ZPublicKeyResponse = z.object({
  publicKey: z.string().describe('SPKI PEM'),
  alg: z.literal('RSA-OAEP-256'),
});
export type TPublicKeyResponse = z.infer<typeof ZPublicKeyResponse>;

export const GRANT_TYPES = ['password', 'verifyCode', 'refresh_token', 'unifiedAccountToken'] as const;

/**
 * POST /api/auth/oauth/token (form-encoded). One body for every grant, as OAuth clients send it;
 * which fields are required depends on grant_type and is checked by the service (field named).
 */
export const ZTokenRequest = z.object({
  grant_type: z.enum(GRANT_TYPES, { error: 'grant_type 不支持' }),
  scope: z.string().max(40).optional(),
  username: z.string().trim().max(80, '用户名过长').optional().describe('logon id, phone or e-mail (password grant); phone (verifyCode grant)'),
  password: ZEncryptedSecret.optional(),
  code: z.string().max(40).optional().describe('captcha answer (slide offset) when a captcha is required; unified-account code'),
  randomStr: z.string().max(80).optional().describe('captcha key (slide puzzle key) when a captcha is required'),
  verifyCode: z.string().max(10).optional().describe('SMS code for the verifyCode grant'),
  refresh_token: z.string().max(200).optional(),
  logon_type: z.string().max(20).optional(),
});
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  scope: z.literal('server'),
  expires_in: z.number().int().describe('seconds until the access token expires'),
  user_id: z.string(),
  phone: z.string().describe('masked mobile number'),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/** `data` of a refused password login: how many failures the account has, and whether a captcha is now needed. */
export const ZLoginRefusalData = z.object({
  logonFailedTime: z.number().int(),
  captchaRequired: z.boolean(),
});
export type TLoginRefusalData = z.infer<typeof ZLoginRefusalData>;

export const ZLogoutResponse = z.boolean();
