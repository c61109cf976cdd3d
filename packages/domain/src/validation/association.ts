import { ASSOCIATION_APPLICANT_MAX_LENGTH } from '../constants/association';
import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';

/** The association (link to a certified enterprise) form (000 §2.4, §4.7, §5, §8). */
export const ASSOCIATION_MESSAGES = {
  selectEnterprise: { zh: '请选择正确的企业名称', en: 'Please select the correct enterprise name' },
  applicantRequired: { zh: '请输入申请人姓名', en: "Please enter the applicant's name" },
  linkLimitReached: { zh: '企业关联数已达上限', en: 'The enterprise has reached its link limit' },
  enterpriseIdMissing: {
    zh: '企业关联校验：企业标识不存在，请重新选择',
    en: 'Enterprise association check: the enterprise identifier does not exist, please reselect',
  },
  nameSearchFailed: { zh: '企业名称查询失败', en: 'Enterprise name search failed' },
  enterpriseInfoWrong: {
    zh: '当前电商系统企业信息有误，请联系客服',
    en: 'The enterprise information in the current e-commerce system is wrong, please contact customer service',
  },
  submitted: { zh: '企业认证已提交', en: 'Enterprise certification submitted' },
} as const satisfies Record<string, BilingualText>;

/** The prompt when another app is still verifying the account: the user must wait before applying here. */
export function appsInProgressMessage(appNames: readonly string[]): BilingualText {
  return {
    zh: `${appNames.join('、')}正在验证您的账号，请验证完成后再在此申请`,
    en: `${appNames.join(', ')} is verifying your account; please wait until it finishes before applying here`,
  };
}

/** Applicant name: required (after trimming) and at most 150 characters. */
export function isValidApplicantName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && characterLength(trimmed) <= ASSOCIATION_APPLICANT_MAX_LENGTH;
}
