import type { BilingualText } from '../constants/labelled-list';

/** The change-login-password box (000 §4.6, §5, §8). Length and class rules are those of password.ts. */
export const PASSWORD_CHANGE_MESSAGES = {
  originalRequired: { zh: '请输入原登录密码', en: 'Please enter the original login password' },
  newRequired: { zh: '请输入新登录密码', en: 'Please enter the new login password' },
  sameAsOriginal: { zh: '新登录密码不能与原密码相同', en: 'The new login password cannot be the same as the old password' },
  confirmationRequired: { zh: '请输入确认密码', en: 'Please enter the confirmation password' },
  confirmationMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords entered do not match' },
  newPasswordPlaceholder: { zh: '8-16位字符', en: '8-16 characters' },
  failed: { zh: '修改失败！', en: 'Modification failed!' },
  succeeded: { zh: '修改成功！', en: 'Modified successfully!' },
  unionAccount: {
    zh: '统一账号用户不能在此修改密码，请使用忘记密码功能',
    en: 'Unified-account users cannot change the password here; please use "Forgot password"',
  },
} as const satisfies Record<string, BilingualText>;
