import crypto from 'node:crypto';
import type { FileType } from '@coastbook/contracts';
import { inArray } from 'drizzle-orm';
import { storedFile } from '../../src/modules/file';
import type { DbOrTx } from '../../src/platform/db/client';
import type { FileStorage } from '../../src/platform/files';
import { CERTIFIED_COMPANIES, type CompanyFacts } from '../enterprise/companies';
import { buildTextPdf } from './text-pdf';

/**
 * The papers the demo's waiting requests were submitted with, so an operator reviewing them opens a
 * licence or a letter as with any real request. Their ids and storage keys are fixed: the seeded rows
 * point at them, and any store (a new `npm start`, each test's folder copied from the seeded template
 * database, another instance on S3) gets the same bytes from storeSeedDocuments.
 */
export interface SeedDocument {
  id: string;
  storageKey: string;
  fileType: FileType;
  originalName: string;
  title: string;
  lines: readonly string[];
}

/** A certified company's business licence as the demo shows it (a one-page PDF saying it is demo data). */
function certifiedLicence(id: string, slug: keyof typeof CERTIFIED_COMPANIES): SeedDocument {
  const company: CompanyFacts = CERTIFIED_COMPANIES[slug];
  return {
    id,
    storageKey: `seed/${slug}-business-licence.pdf`,
    fileType: 'businessLicense',
    originalName: `营业执照-${company.name}.pdf`,
    title: '营业执照（演示件）',
    lines: [
      `统一社会信用代码：${company.socialCreditCode}`,
      `名称：${company.name}`,
      '类型：有限责任公司',
      `法定代表人：${company.legalPerson}`,
      `住所：${company.address}`,
      `经营范围：${company.scope}`,
      '本文件为 CoastBook 演示数据，不具法律效力。',
    ],
  };
}

export const SEED_DOCUMENTS = {
  /** demo_applicant's enterprise certification (the console's certification queue). */
  applicantLicence: {
    id: '5eed0000-0000-4000-8000-000000000001',
    storageKey: 'seed/hengtong-business-licence.pdf',
    fileType: 'businessLicense',
    originalName: '营业执照-苏州恒通国际货运代理有限公司.pdf',
    title: '营业执照（演示件）',
    lines: [
      '统一社会信用代码：91320594MA1MX4D19J',
      '名称：苏州恒通国际货运代理有限公司',
      '类型：有限责任公司',
      '法定代表人：孙丽',
      '住所：江苏省苏州市工业园区苏虹东路183号',
      '经营范围：国际、国内货物运输代理；集装箱订舱服务。',
      '本文件为 CoastBook 演示数据，不具法律效力。',
    ],
  },
  /** hd_dispatch's application to become 上海华东船务's main account (the console's main-account queue). */
  dispatchLetter: {
    id: '5eed0000-0000-4000-8000-000000000002',
    storageKey: 'seed/huadong-authorization-letter.pdf',
    fileType: 'authorizationLetter',
    originalName: '授权委托书-上海华东船务代理有限公司.pdf',
    title: '授权委托书（演示件）',
    lines: [
      '委托单位：上海华东船务代理有限公司',
      '兹委托 郑凯 为我单位在 CoastBook 平台的主账号管理人，',
      '代表我单位办理订舱、支付及子账号管理等业务。',
      '原主账号管理人吴建国因调任集团总部，不再负责本单位订舱业务。',
      '法定代表人（签字）：吴建国',
      '本文件为 CoastBook 演示数据，不具法律效力。',
    ],
  },
  /** The ID card demo_person was certified with as a person (their certification and enterprise rows name it). */
  personIdCard: {
    id: '5eed0000-0000-4000-8000-000000000021',
    storageKey: 'seed/wangfang-id-card.pdf',
    fileType: 'idCard',
    originalName: '身份证-王芳.pdf',
    title: '居民身份证（演示件）',
    lines: ['姓名：王芳', '性别：女', '出生：1990年3月15日', '住址：上海市徐汇区漕溪北路88号', '公民身份号码：310104199003152341', '本文件为 CoastBook 演示数据，不具法律效力。'],
  },
  /** The licences the certified companies were certified with (their certification and enterprise rows name them). */
  huaxinLicence: certifiedLicence('5eed0000-0000-4000-8000-000000000011', 'huaxin'),
  xindaLicence: certifiedLicence('5eed0000-0000-4000-8000-000000000012', 'xinda'),
  gangtongLicence: certifiedLicence('5eed0000-0000-4000-8000-000000000013', 'gangtong'),
  hairunLicence: certifiedLicence('5eed0000-0000-4000-8000-000000000014', 'hairun'),
  huadongLicence: certifiedLicence('5eed0000-0000-4000-8000-000000000015', 'huadong'),
} as const satisfies Record<string, SeedDocument>;

const contentOf = (document: SeedDocument) => buildTextPdf(document);

/** The stored_file row of a seeded document, owned by the user who submitted it. */
export function seedDocumentRow(document: SeedDocument, owner: { userId: string; enterpriseId: string | null; at: Date }): typeof storedFile.$inferInsert {
  const content = contentOf(document);
  return {
    id: document.id,
    ownerUserId: owner.userId,
    enterpriseId: owner.enterpriseId,
    fileType: document.fileType,
    originalName: document.originalName,
    extension: '.pdf',
    contentType: 'application/pdf',
    sizeBytes: content.length,
    sha256: crypto.createHash('sha256').update(content).digest('hex'),
    storageKey: document.storageKey,
    createdAt: owner.at,
  };
}

/**
 * Writes the bytes of the seeded documents this database holds rows for into the store (again: the same
 * bytes). A database copied from the seeded template (tests, browser journeys) or a new store beside a
 * seeded database gets them; a database that was never seeded has none of the rows and gets nothing.
 */
export async function storeSeedDocuments(db: DbOrTx, storage: FileStorage): Promise<void> {
  const documents = Object.values(SEED_DOCUMENTS);
  const present = await db.select({ id: storedFile.id }).from(storedFile).where(inArray(storedFile.id, documents.map((document) => document.id)));
  const ids = new Set(present.map((row) => row.id));
  for (const document of documents) if (ids.has(document.id)) await storage.put(document.storageKey, contentOf(document), 'application/pdf');
}
