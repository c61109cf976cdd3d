import { describe, expect, it } from 'vitest';
import { ZSubmitBankInfoRequest } from './bank';
import { ZCertificationSubmitRequest } from './certification';
import { ZMasterRequestSearchRequest, ZRequestHistoryRequest } from './master-request';
import { ZBatchApproveRequest } from './sub-user';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const fileId = '6f1c2a4e-3b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('certification forms', () => {
  it('tells which kind is missing and checks each kind by its own rules', () => {
    expect(messagesOf(ZCertificationSubmitRequest.safeParse({ entType: 'Company' }))).toEqual(['entType: 请选择认证类型（Enterprise / Personal / TmsVendor）']);
    expect(messagesOf(ZCertificationSubmitRequest.safeParse({ entType: 'Personal', realName: '郑爽', idCardNo: '12345', contactPhone: '13912345678', idCardFileIds: [fileId] }))).toEqual([
      'idCardNo: 请输入有效的身份证号码',
    ]);
    const enterprise = ZCertificationSubmitRequest.parse({
      entType: 'Enterprise',
      enterpriseCnnme: ' 上海华信国际物流有限公司 ',
      socialCreditCode: '91310115ma1hb3xk27',
      address: '上海市浦东新区',
      legalPersonName: '张伟',
      contactName: '张伟',
      contactPhone: '021-58881234',
      contactEmail: '',
      licenseFileIds: [fileId],
    });
    expect(enterprise).toMatchObject({ enterpriseCnnme: '上海华信国际物流有限公司', socialCreditCode: '91310115MA1HB3XK27', individualBusiness: false, contactEmail: undefined });
    expect(messagesOf(ZCertificationSubmitRequest.safeParse({ ...enterprise, contactPhone: '12345', licenseFileIds: ['x'] }))).toEqual([
      'contactPhone: 请输入有效的手机号码或固定电话（区号-号码）',
      'licenseFileIds.0: 文件标识格式不正确',
    ]);
  });
});

describe('bank and sub-user requests', () => {
  it('normalises a grouped account number and refuses a short one', () => {
    const bank = { bankAccountName: '上海华信国际物流有限公司', bankName: '中国工商银行', bankBranch: '中国工商银行/上海分行' };
    expect(ZSubmitBankInfoRequest.parse({ ...bank, bankAccountNo: '6222 0212-3456 7890 123' }).bankAccountNo).toBe('6222021234567890123');
    expect(messagesOf(ZSubmitBankInfoRequest.safeParse({ ...bank, bankAccountNo: '0622021234567890' }))).toEqual(['bankAccountNo: 请输入有效的银行账号']);
  });

  it('drops repeated user ids and rights', () => {
    expect(ZBatchApproveRequest.parse({ userIds: [fileId, fileId], visibility: 'OWN', rights: ['user_pay', 'user_pay'] })).toEqual({ userIds: [fileId], visibility: 'OWN', rights: ['user_pay'] });
  });

  it('reads a page request without a body as the defaults (main-account requests: 1 / 10)', () => {
    expect(ZMasterRequestSearchRequest.parse(null)).toEqual({ current: 1, size: 10 });
    expect(ZMasterRequestSearchRequest.parse({ current: '2' })).toEqual({ current: 2, size: 10 });
    expect(ZRequestHistoryRequest.parse(undefined)).toEqual({ current: 1, size: 20 });
  });
});
