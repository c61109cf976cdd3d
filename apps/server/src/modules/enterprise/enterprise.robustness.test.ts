import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { login } from './enterprise.test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

/** Every call of this area (method, path under /api). */
const CALLS: Array<['GET' | 'POST', string]> = [
  ['GET', 'web/entUser/getStatus'],
  ['GET', 'web/entUser/getUserByEnterpriseId'],
  ['GET', 'web/entUser/getUserByQuery'],
  ['POST', 'web/entUser/request/history'],
  ['POST', 'web/customerAuth/search'],
  ['POST', 'web/customerAuth/update'],
  ['POST', 'web/customerAuth/resubmitEntAuth'],
  ['POST', 'web/customerAuth/validateEnterpriseID'],
  ['GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo'],
  ['GET', 'web/domestic/member/EpanCEnterpriseInfo/checkEntCnnmeExist'],
  ['GET', 'web/domestic/member/EpanCEnterpriseInfo/checkSocialCreditCodeExist'],
  ['GET', 'web/domestic/member/EpanCEnterpriseInfo/validateSapId'],
  ['POST', 'web/domestic/member/EpanCEnterpriseInfo/updateEnterpriseConfirmTerm'],
  ['GET', 'web/entCharterSupplier/getEntCharterSupplier'],
  ['POST', 'web/entCharterSupplier/entCharterSupplier'],
  ['POST', 'web/entCharterSupplier/updateEntCharterSupplier'],
  ['POST', 'web/enterprise/bank/saveBankDraft'],
  ['POST', 'web/enterprise/bank/submitBankInfo'],
  ['POST', 'web/enterprise/bank/cancelBankCertification'],
  ['POST', 'web/enterprise/subUser/findAllByEnterpriseId'],
  ['GET', 'web/enterprise/subUser/getPendingUsers'],
  ['GET', 'web/enterprise/subUser/getAuditedUserPage'],
  ['POST', 'web/enterprise/subUser/batchApprove'],
  ['POST', 'web/enterprise/subUser/batchRefuse'],
  ['POST', 'web/enterprise/subUser/batchDelete'],
  ['POST', 'web/enterprise/subUser/updateSubUserPermission'],
  ['POST', 'web/enterprise/subUser/updateSubUserToken'],
  ['GET', 'web/enterprise/subUser/findByLoginIdLike'],
  ['GET', 'web/epanEntUserRelationReq/getRelationInfoByUserId'],
  ['GET', 'web/epanEntUserRelationReq/getEntAuthorityByUserId'],
  ['POST', 'web/entMasterReq/search'],
  ['POST', 'web/entMasterReq/apply'],
  ['POST', 'web/entMasterReq/change'],
  ['POST', 'web/entMasterReq/update'],
  ['GET', 'web/association/getAssociationStatus'],
  ['GET', 'web/association/searchEnterpriseByName'],
  ['GET', 'web/association/hasEnterpriseId'],
  ['GET', 'web/association/isUpperEnterpriseLimit'],
  ['POST', 'web/association/saveAssociation'],
  ['GET', 'web/association/checkUaasCompanies'],
  ['GET', 'web/commonUrl/uaas/checkIsUnionAccount'],
  ['GET', 'web/commonUrl/uaas/findCompaniesByUserId'],
  ['GET', 'web/commonUrl/uaas/checkExistsUserByEmail'],
  ['POST', 'web/commonUrl/uaas/unifiedAccount/user/createUser'],
  ['POST', 'web/commonUrl/uaas/bindUser'],
  ['GET', 'web/commonUrl/uaas/getLogonStatus'],
  ['POST', 'web/commonUrl/uaas/accountActivate'],
  ['GET', 'web/commonUrl/uaas/getEpanEntUserDTOList'],
  ['GET', 'web/commonUrl/uaas/isShowUpgradeGuide'],
  ['GET', 'web/commonUrl/uaas/checkPhoneIsEqual'],
  ['POST', 'web/domestic/uaasAccount/uaasAccountUpgrade'],
  ['POST', 'web/domestic/uaasAccount/updatePhone'],
  ['POST', 'dev/uaas/issueCode'],
];

const GARBAGE_QUERY = { enterpriseId: 'not-a-uuid', userId: '%00', email: 'x', sapId: "1' or '1'='1", loginId: '_%', enterpriseCnnme: "上海'--", userLogonId: '', isEntAuth: 'maybe', current: '-1', size: '100000' };
/** Well-formed values that name nothing the caller may see: the services, not the schemas, must answer. */
const FOREIGN_QUERY = { enterpriseId: crypto.randomUUID(), userId: crypto.randomUUID(), email: 'someone@elsewhere.example', sapId: '0000000000', loginId: 'a', enterpriseCnnme: '上海', userLogonId: 'zz' };
const QUERIES = [GARBAGE_QUERY, FOREIGN_QUERY];
const GARBAGE_BODIES: unknown[] = [
  { userIds: [crypto.randomUUID()], visibility: 'OWN', rights: [], userId: crypto.randomUUID(), id: crypto.randomUUID(), action: 'approve', newMasterUserId: crypto.randomUUID(), enterpriseId: crypto.randomUUID(), note: '测试', reason: '测试' },
  {},
  { userIds: 'x', id: 5, enterpriseId: 'zz', note: 7, entType: 'Alien', confirmTerm: null, action: 'explode', newMasterUserId: [], requestId: {} },
  { userIds: Array.from({ length: 200 }, () => crypto.randomUUID()), visibility: 'ALL', rights: ['root'] },
  { entType: 'Enterprise', licenseFileIds: [crypto.randomUUID()], enterpriseCnnme: '测'.repeat(500), socialCreditCode: 'x'.repeat(500) },
];

describe('every call of the area answers malformed or hostile input without a 500', () => {
  it.each(['demo_ent', 'demo_sub', 'demo_new'])('as %s', async (logonId) => {
    const { token } = await login(testApp, logonId);
    for (const [method, url] of CALLS) {
      for (const query of QUERIES) {
        for (const body of method === 'POST' ? GARBAGE_BODIES : [undefined]) {
          const answer = await callApi(testApp, method, url, { token, query, ...(body === undefined ? {} : { body }) });
          expect(answer.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 60)}`).toBeLessThan(500);
          expect(typeof answer.body.msg, url).toBe('string');
        }
      }
    }
  });
});
