import { maskPhone } from '@coastbook/domain';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword, userAccount } from '../../src/modules/auth';
import { accountStateEvent, certificationRequest, enterprise, enterpriseRelationRequest, entMasterRequest, uaasBinding, uaasSisterCompany, uaasSisterMembership, uaasSisterUser } from '../../src/modules/enterprise';
import { storedFile } from '../../src/modules/file';
import { loadServerKeys } from '../../src/platform/crypto';
import type { Tx } from '../../src/platform/db/client';
import { DEMO_PASSWORD } from '../auth';
import { SEED_DOCUMENTS, seedDocumentRow, type SeedDocument } from '../file/seed-documents';
import { CERTIFIED_COMPANIES } from './companies';
import type { Seeder } from '../seeder';

/** The sister platforms of the unified-account sandbox. */
export const SISTER_APPS = { trade: '泛海外贸电商', logistics: '泛海物流云' } as const;

/** demo_ent's enterprise. */
export const DEMO_ENTERPRISE = {
  enterpriseCnnme: CERTIFIED_COMPANIES.huaxin.name,
  enterpriseName: 'Shanghai Huaxin International Logistics Co., Ltd.',
  socialCreditCode: CERTIFIED_COMPANIES.huaxin.socialCreditCode,
  sapId: '0010023456',
} as const;

/**
 * Accounts this area adds beside the auth seeder's demo logins: the main accounts of other certified
 * enterprises (so association search has several results), an applicant whose certification waits in
 * the operator queue, a user waiting for demo_ent's approval, a user the sister platforms know, a
 * sub-account whose application to become its enterprise's main account waits for customer service,
 * and a user whose account cancellation does.
 */
export const ENTERPRISE_DEMO_ACCOUNTS = [
  { logonId: 'nb_gangtong', userCnnme: '周涛', phone: '13800000011', email: 'nb_gangtong@coastbook.example', userType: 'M' },
  { logonId: 'xm_hairun', userCnnme: '林晓燕', phone: '13800000012', email: 'xm_hairun@coastbook.example', userType: 'M' },
  { logonId: 'sh_huadong', userCnnme: '吴建国', phone: '13800000013', email: 'sh_huadong@coastbook.example', userType: 'M' },
  { logonId: 'demo_applicant', userCnnme: '孙丽', phone: '13800000014', email: 'demo_applicant@coastbook.example', userType: 'N' },
  { logonId: 'demo_linker', userCnnme: '赵磊', phone: '13800000015', email: 'demo_linker@coastbook.example', userType: 'N' },
  { logonId: 'demo_uaas', userCnnme: '何静', phone: '13800000016', email: 'demo_uaas@coastbook.example', userType: 'N' },
  { logonId: 'hd_dispatch', userCnnme: '郑凯', phone: '13800000017', email: 'hd_dispatch@coastbook.example', userType: 'N' },
  // Its cancellation request is the unsubscribe area's seed (seed/unsubscribe).
  { logonId: 'demo_leaving', userCnnme: '钱峰', phone: '13800000018', email: 'demo_leaving@coastbook.example', userType: 'N' },
] as const;

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

type EnterpriseInsert = typeof enterprise.$inferInsert;

async function insertAccounts(tx: Tx): Promise<void> {
  const { fieldCipher } = await loadServerKeys(tx);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of ENTERPRISE_DEMO_ACCOUNTS) {
    await tx.insert(userAccount).values({
      logonId: account.logonId,
      userCnnme: account.userCnnme,
      phoneEncrypted: fieldCipher.encrypt(account.phone),
      phoneHash: fieldCipher.lookupHash(account.phone),
      phoneMasked: maskPhone(account.phone),
      emailEncrypted: fieldCipher.encrypt(account.email),
      emailHash: fieldCipher.lookupHash(account.email),
      userType: account.userType,
      passwordHash,
      passwordChangedAt: daysAgo(20),
      // Registered before anything the seed has them do (certifications up to ~300 days ago).
      createdAt: daysAgo(365),
    });
  }
}

/** A certified record with its (approved) certification request, its master pointed at it. */
async function certified(
  tx: Tx,
  masterUserId: string,
  values: Omit<EnterpriseInsert, 'masterUserId' | 'checkStatus'>,
  payload: Record<string, unknown>,
  certifiedDaysAgo: number,
  licence?: SeedDocument,
): Promise<string> {
  // A company was certified on its business licence, a person on their ID card: the enterprise, its request
  // and the stored file name it (a person's form calls the files idCardFileIds; the enterprise row keeps both
  // kinds in licenseFileIds, as certificationColumnsOf does).
  const licenseFileIds = licence ? [licence.id] : [];
  const formFiles = values.entType === 'Personal' ? { idCardFileIds: licenseFileIds } : { licenseFileIds };
  const [row] = await tx
    .insert(enterprise)
    .values({ ...values, masterUserId, checkStatus: 'Confirm', licenseFileIds, certifiedAt: daysAgo(certifiedDaysAgo), createdAt: daysAgo(certifiedDaysAgo + 2) })
    .returning({ id: enterprise.id });
  if (licence) await tx.insert(storedFile).values(seedDocumentRow(licence, { userId: masterUserId, enterpriseId: row!.id, at: daysAgo(certifiedDaysAgo + 2) }));
  await tx.insert(certificationRequest).values({
    type: values.entType,
    status: 'Confirm',
    userId: masterUserId,
    enterpriseId: row!.id,
    payload: { entType: values.entType, ...payload, ...(licence ? formFiles : {}) },
    fileIds: licenseFileIds,
    reviewedAt: daysAgo(certifiedDaysAgo),
    reviewNote: '资料齐全，审核通过',
    createdAt: daysAgo(certifiedDaysAgo + 2),
  });
  await tx.update(userAccount).set({ enterpriseId: row!.id }).where(eq(userAccount.id, masterUserId));
  return row!.id;
}

const companyPayload = (values: Partial<EnterpriseInsert>) => ({
  enterpriseCnnme: values.enterpriseCnnme,
  socialCreditCode: values.socialCreditCode,
  address: values.address,
  legalPersonName: values.legalPersonName,
  contactName: values.contactName,
  contactPhone: values.contactPhone,
});

export const enterpriseSeeder: Seeder = {
  area: 'enterprise',
  async seed(tx) {
    const { fieldCipher } = await loadServerKeys(tx);
    await insertAccounts(tx);
    const accounts = await tx
      .select({ id: userAccount.id, logonId: userAccount.logonId })
      .from(userAccount)
      .where(inArray(userAccount.logonId, ['demo_ent', 'demo_sub', 'demo_person', 'demo_truck', ...ENTERPRISE_DEMO_ACCOUNTS.map((account) => account.logonId)]));
    const idOf = (logonId: string) => {
      const found = accounts.find((account) => account.logonId === logonId);
      if (!found) throw new Error(`seed: account ${logonId} missing (the auth seeder runs first)`);
      return found.id;
    };

    // demo_ent: main account of a gold-level certified enterprise with verified bank information.
    const huaxin: Partial<EnterpriseInsert> = {
      enterpriseCnnme: DEMO_ENTERPRISE.enterpriseCnnme,
      enterpriseName: DEMO_ENTERPRISE.enterpriseName,
      entType: 'Enterprise',
      socialCreditCode: DEMO_ENTERPRISE.socialCreditCode,
      businessLicenseNo: DEMO_ENTERPRISE.socialCreditCode,
      sapId: DEMO_ENTERPRISE.sapId,
      level: 2,
      memberLevel: '金卡',
      point: 12_860,
      tradeCount: 86,
      nextLevCount: 114,
      confirmTerm: true,
      confirmTermAt: daysAgo(170),
      address: CERTIFIED_COMPANIES.huaxin.address,
      legalPersonName: CERTIFIED_COMPANIES.huaxin.legalPerson,
      contactName: '张伟',
      contactPhone: '021-58881234',
      contactEmail: 'shipping@huaxin-logistics.example',
      bankAccountName: DEMO_ENTERPRISE.enterpriseCnnme,
      bankAccountNoEncrypted: fieldCipher.encrypt('3100152031305001234'),
      bankName: '中国建设银行',
      bankBranch: '中国建设银行/上海分行/浦东分行',
      bankCertStatus: 'Confirm',
      bankSubmittedAt: daysAgo(160),
      bankReviewedAt: daysAgo(159),
    };
    const huaxinId = await certified(tx, idOf('demo_ent'), { ...huaxin, enterpriseCnnme: DEMO_ENTERPRISE.enterpriseCnnme, entType: 'Enterprise' }, companyPayload(huaxin), 180, SEED_DOCUMENTS.huaxinLicence);

    // demo_sub: linked sub-account, own orders only, may pay.
    await linkApproved(tx, {
      userId: idOf('demo_sub'),
      enterpriseId: huaxinId,
      applicantNote: '李娜',
      visibility: 'OWN',
      rights: ['user_pay'],
      decidedBy: idOf('demo_ent'),
      decidedAt: daysAgo(90),
      createdAt: daysAgo(91),
    });

    // demo_linker: waits for demo_ent's approval (the sub-user page's pending row).
    await linkApplied(tx, { userId: idOf('demo_linker'), enterpriseId: huaxinId, applicantNote: '赵磊', createdAt: daysAgo(1) });

    // demo_person: certified person.
    const idCardNo = '310104199003152341';
    await certified(
      tx,
      idOf('demo_person'),
      {
        enterpriseCnnme: '王芳',
        entType: 'Personal',
        idCardNoEncrypted: fieldCipher.encrypt(idCardNo),
        idCardNoHash: fieldCipher.lookupHash(idCardNo),
        contactName: '王芳',
        contactPhone: '13800000003',
        address: '上海市徐汇区漕溪北路88号',
        point: 860,
      },
      { realName: '王芳', idCardNo: '310***********2341', contactPhone: '13800000003' },
      60,
      SEED_DOCUMENTS.personIdCard,
    );

    // demo_truck: certified trailer supplier (its ROLE_VendorTruck comes from the auth seeder).
    const xinda: Partial<EnterpriseInsert> = {
      enterpriseCnnme: CERTIFIED_COMPANIES.xinda.name,
      entType: 'TmsVendor',
      socialCreditCode: CERTIFIED_COMPANIES.xinda.socialCreditCode,
      fleetCode: 'SHXD01',
      address: CERTIFIED_COMPANIES.xinda.address,
      legalPersonName: CERTIFIED_COMPANIES.xinda.legalPerson,
      contactName: '陈强',
      contactPhone: '13800000005',
    };
    await certified(tx, idOf('demo_truck'), { ...xinda, enterpriseCnnme: CERTIFIED_COMPANIES.xinda.name, entType: 'TmsVendor' }, { ...companyPayload(xinda), fleetCode: 'SHXD01' }, 120, SEED_DOCUMENTS.xindaLicence);

    // Other certified enterprises (association search: '上海华' finds two, '港通' one).
    const others: Array<{ logonId: string; licence: SeedDocument; values: Partial<EnterpriseInsert> & { enterpriseCnnme: string } }> = [
      {
        logonId: 'nb_gangtong',
        licence: SEED_DOCUMENTS.gangtongLicence,
        values: {
          enterpriseCnnme: CERTIFIED_COMPANIES.gangtong.name,
          socialCreditCode: CERTIFIED_COMPANIES.gangtong.socialCreditCode,
          sapId: '0010031877',
          level: 3,
          memberLevel: '钻石卡',
          point: 45_210,
          tradeCount: 320,
          nextLevCount: 180,
          address: CERTIFIED_COMPANIES.gangtong.address,
          legalPersonName: CERTIFIED_COMPANIES.gangtong.legalPerson,
          contactName: '周涛',
          contactPhone: '0574-86881234',
        },
      },
      {
        logonId: 'xm_hairun',
        licence: SEED_DOCUMENTS.hairunLicence,
        values: {
          enterpriseCnnme: CERTIFIED_COMPANIES.hairun.name,
          socialCreditCode: CERTIFIED_COMPANIES.hairun.socialCreditCode,
          level: 1,
          memberLevel: '银卡',
          point: 2_350,
          tradeCount: 12,
          nextLevCount: 38,
          address: CERTIFIED_COMPANIES.hairun.address,
          legalPersonName: CERTIFIED_COMPANIES.hairun.legalPerson,
          contactName: '林晓燕',
          contactPhone: '0592-5681234',
          // Bank information waiting in the operator's bank review queue.
          bankAccountName: '厦门海润进出口贸易有限公司',
          bankAccountNoEncrypted: fieldCipher.encrypt('4100021319200123456'),
          bankName: '中国工商银行',
          bankBranch: '中国工商银行/厦门分行/湖里支行',
          bankCertStatus: 'Submit',
          bankSubmittedAt: daysAgo(2),
        },
      },
      {
        logonId: 'sh_huadong',
        licence: SEED_DOCUMENTS.huadongLicence,
        values: {
          enterpriseCnnme: CERTIFIED_COMPANIES.huadong.name,
          socialCreditCode: CERTIFIED_COMPANIES.huadong.socialCreditCode,
          level: 4,
          memberLevel: '金钻卡',
          point: 98_400,
          tradeCount: 760,
          nextLevCount: 0,
          address: CERTIFIED_COMPANIES.huadong.address,
          legalPersonName: CERTIFIED_COMPANIES.huadong.legalPerson,
          contactName: '吴建国',
          contactPhone: '021-65551234',
        },
      },
    ];
    const otherIds = new Map<string, string>();
    for (const [index, other] of others.entries()) {
      otherIds.set(other.logonId, await certified(tx, idOf(other.logonId), { ...other.values, entType: 'Enterprise', confirmTerm: true }, companyPayload(other.values), 200 + index * 30, other.licence));
    }

    // hd_dispatch: sub-account of 上海华东船务 that applied to become its main account; sh_huadong agreed,
    // so the request waits in the operator's main-account change queue (W).
    const huadongId = otherIds.get('sh_huadong')!;
    await linkApproved(tx, {
      userId: idOf('hd_dispatch'),
      enterpriseId: huadongId,
      applicantNote: '郑凯',
      visibility: 'ALL',
      rights: ['user_pay'],
      decidedBy: idOf('sh_huadong'),
      decidedAt: daysAgo(120),
      createdAt: daysAgo(121),
    });
    await tx.insert(storedFile).values(seedDocumentRow(SEED_DOCUMENTS.dispatchLetter, { userId: idOf('hd_dispatch'), enterpriseId: huadongId, at: daysAgo(2) }));
    await tx.insert(entMasterRequest).values({
      enterpriseId: huadongId,
      kind: 'apply',
      status: 'W',
      applicantUserId: idOf('hd_dispatch'),
      previousMasterUserId: idOf('sh_huadong'),
      reason: '吴建国调任集团总部，公司订舱业务由郑凯负责',
      fileIds: [SEED_DOCUMENTS.dispatchLetter.id],
      decidedBy: idOf('sh_huadong'),
      decisionNote: '同意',
      decidedAt: daysAgo(1),
      createdAt: daysAgo(2),
    });

    // demo_applicant: an enterprise certification in the operator's queue.
    const hengtong = {
      enterpriseCnnme: '苏州恒通国际货运代理有限公司',
      socialCreditCode: '91320594MA1MX4D19J',
      address: '江苏省苏州市工业园区苏虹东路183号',
      legalPersonName: '孙丽',
      contactName: '孙丽',
      contactPhone: '0512-62881234',
    };
    const licenceIds = [SEED_DOCUMENTS.applicantLicence.id];
    const [pending] = await tx
      .insert(enterprise)
      .values({ ...hengtong, entType: 'Enterprise', checkStatus: 'Submit', masterUserId: idOf('demo_applicant'), licenseFileIds: licenceIds, createdAt: daysAgo(1) })
      .returning({ id: enterprise.id });
    await tx.update(userAccount).set({ enterpriseId: pending!.id }).where(eq(userAccount.id, idOf('demo_applicant')));
    await tx.insert(storedFile).values(seedDocumentRow(SEED_DOCUMENTS.applicantLicence, { userId: idOf('demo_applicant'), enterpriseId: null, at: daysAgo(1) }));
    await tx.insert(certificationRequest).values({
      type: 'Enterprise',
      status: 'Submit',
      userId: idOf('demo_applicant'),
      enterpriseId: pending!.id,
      payload: { entType: 'Enterprise', individualBusiness: false, ...hengtong, licenseFileIds: licenceIds },
      fileIds: licenceIds,
      createdAt: daysAgo(1),
    });

    await seedSisterPlatforms(tx, idOf('demo_ent'));
  },
};

/**
 * The unified-account sandbox: demo_ent is bound (it can log in by unified account); demo_weak's
 * unified account belongs to demo_ent's enterprise on a sister app (association typeCode 3);
 * demo_uaas's belongs to a company certified only elsewhere (typeCode 2) that another app is still
 * verifying (apps in progress); partner@fanhai.example is unbound, for the bind flow.
 */
async function seedSisterPlatforms(tx: Tx, demoEntId: string): Promise<void> {
  const { fieldCipher } = await loadServerKeys(tx);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = await tx
    .insert(uaasSisterUser)
    .values([
      { email: 'demo_ent@coastbook.example', passwordHash, displayName: '张伟', phoneHash: fieldCipher.lookupHash('13800000001'), phoneMasked: maskPhone('13800000001') },
      { email: 'demo_weak@coastbook.example', passwordHash, displayName: '赵敏', phoneHash: fieldCipher.lookupHash('13800000006'), phoneMasked: maskPhone('13800000006') },
      { email: 'demo_uaas@coastbook.example', passwordHash, displayName: '何静', phoneHash: fieldCipher.lookupHash('13900000016'), phoneMasked: maskPhone('13900000016') },
      { email: 'partner@fanhai.example', passwordHash, displayName: '钱进', phoneHash: null, phoneMasked: null },
    ])
    .returning({ id: uaasSisterUser.id, email: uaasSisterUser.email });
  const userIdOf = (email: string) => users.find((user) => user.email === email)!.id;
  const companies = await tx
    .insert(uaasSisterCompany)
    .values([
      { companyName: DEMO_ENTERPRISE.enterpriseCnnme, socialCreditCode: DEMO_ENTERPRISE.socialCreditCode, sapId: DEMO_ENTERPRISE.sapId },
      { companyName: '青岛远航冷链物流有限公司', socialCreditCode: '91370212MA3C8P2W6Y', sapId: null },
    ])
    .returning({ id: uaasSisterCompany.id, socialCreditCode: uaasSisterCompany.socialCreditCode });
  const companyIdOf = (code: string) => companies.find((company) => company.socialCreditCode === code)!.id;
  await tx.insert(uaasSisterMembership).values([
    { sisterUserId: userIdOf('demo_ent@coastbook.example'), companyId: companyIdOf(DEMO_ENTERPRISE.socialCreditCode), appName: SISTER_APPS.trade, role: 'main', verifyStatus: 'verified' },
    { sisterUserId: userIdOf('demo_weak@coastbook.example'), companyId: companyIdOf(DEMO_ENTERPRISE.socialCreditCode), appName: SISTER_APPS.logistics, role: 'sub', verifyStatus: 'verified' },
    { sisterUserId: userIdOf('demo_uaas@coastbook.example'), companyId: companyIdOf('91370212MA3C8P2W6Y'), appName: SISTER_APPS.logistics, role: 'main', verifyStatus: 'verified' },
    { sisterUserId: userIdOf('demo_uaas@coastbook.example'), companyId: companyIdOf('91370212MA3C8P2W6Y'), appName: SISTER_APPS.trade, role: 'main', verifyStatus: 'verifying' },
  ]);
  await tx.insert(uaasBinding).values({ userId: demoEntId, unifiedAccountId: userIdOf('demo_ent@coastbook.example'), unifiedEmail: 'demo_ent@coastbook.example', boundAt: daysAgo(30) });
}

type RelationInsert = typeof enterpriseRelationRequest.$inferInsert;

/**
 * A link application as the association page makes it: the request (W) and its state event, so the
 * seeded history (entUser/request/history, the main account's task history) reads like a real one.
 */
async function linkApplied(tx: Tx, application: Pick<RelationInsert, 'userId' | 'enterpriseId' | 'applicantNote'> & { createdAt: Date }): Promise<string> {
  const [row] = await tx.insert(enterpriseRelationRequest).values({ ...application, status: 'W' }).returning({ id: enterpriseRelationRequest.id });
  await tx.insert(accountStateEvent).values({
    subjectType: 'relation_request',
    subjectId: row!.id,
    enterpriseId: application.enterpriseId,
    userId: application.userId,
    actorKind: 'customer',
    actorId: application.userId,
    field: 'relationStatus',
    fromValue: null,
    toValue: 'W',
    createdAt: application.createdAt,
  });
  return row!.id;
}

/** A link application the main account agreed to (sub-user batchApprove): W → A, the user N → S, each with its event. */
async function linkApproved(
  tx: Tx,
  link: Pick<RelationInsert, 'userId' | 'enterpriseId' | 'applicantNote' | 'visibility' | 'rights'> & { decidedBy: string; decidedAt: Date; createdAt: Date },
): Promise<void> {
  const { visibility, rights, decidedBy, decidedAt, ...application } = link;
  const id = await linkApplied(tx, application);
  await tx.update(enterpriseRelationRequest).set({ status: 'A', visibility, rights, decidedBy, decidedAt }).where(eq(enterpriseRelationRequest.id, id));
  await tx.update(userAccount).set({ userType: 'S', enterpriseId: link.enterpriseId }).where(eq(userAccount.id, link.userId));
  const decided = { enterpriseId: link.enterpriseId, userId: link.userId, actorKind: 'customer', actorId: decidedBy, createdAt: decidedAt } as const;
  await tx.insert(accountStateEvent).values([
    { ...decided, subjectType: 'relation_request', subjectId: id, field: 'relationStatus', fromValue: 'W', toValue: 'A' },
    { ...decided, subjectType: 'user_account', subjectId: link.userId, field: 'userType', fromValue: 'N', toValue: 'S' },
  ]);
}
