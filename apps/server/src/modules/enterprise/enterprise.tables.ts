import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { writtenAt } from '../../platform/db/columns';

/**
 * A certified (or applying) party of 000 §3 "Enterprise info": a company or individual business
 * (Enterprise), a person (Personal) or a trailer supplier (TmsVendor). Created by the first
 * certification submission; `checkStatus` is its certification status (enterpriseInfoCERTStatus).
 * user_account.enterprise_id points here for its main account (or applicant) and its sub-accounts.
 */
export const enterprise = pgTable(
  'enterprise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Chinese name; for a Personal record, the person's real name. */
    enterpriseCnnme: text('enterprise_cnnme').notNull(),
    /** English name. */
    enterpriseName: text('enterprise_name'),
    /** Enterprise, Personal, TmsVendor (000 §4.1). */
    entType: text('ent_type').notNull(),
    /** An individual business (个体工商户) certified as an Enterprise: its duplicate message differs. */
    isIndividualBusiness: boolean('is_individual_business').notNull().default(false),
    /** Submit, Confirm, Refuse, Cancel. */
    checkStatus: text('check_status').notNull(),
    /** A Personal record upgrading to an Enterprise (enterpriseUpgradeStatus): Submit while under review. */
    upgradeStatus: text('upgrade_status'),
    socialCreditCode: text('social_credit_code'),
    businessLicenseNo: text('business_license_no'),
    /** Trailer suppliers' fleet code. */
    fleetCode: text('fleet_code'),
    /** Personal records: the ID card number, encrypted, with a lookup hash for the duplicate check. */
    idCardNoEncrypted: text('id_card_no_encrypted'),
    idCardNoHash: text('id_card_no_hash'),
    /** The carrier's SAP customer number, once known. */
    sapId: text('sap_id'),
    /** Member level 1-4 (silver, gold, diamond, golden diamond) and its name. */
    level: integer('level').notNull().default(1),
    memberLevel: text('member_level').notNull().default('银卡'),
    point: integer('point').notNull().default(0),
    /** Trades counted towards the next level (spec: count) and those still needed (nextLevCount). */
    tradeCount: integer('trade_count').notNull().default(0),
    nextLevCount: integer('next_lev_count').notNull().default(0),
    blanknoteStatus: text('blanknote_status'),
    /** The service terms were confirmed (updateEnterpriseConfirmTerm). */
    confirmTerm: boolean('confirm_term').notNull().default(false),
    confirmTermAt: timestamp('confirm_term_at', { withTimezone: true }),
    address: text('address'),
    legalPersonName: text('legal_person_name'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** Business licence / ID card / permit images (file ids of the files area). */
    licenseFileIds: uuid('license_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Books through the carrier's offline e-booking system; with domestic false it is an offline e-booking enterprise. */
    isEbooking: boolean('is_ebooking').notNull().default(false),
    isDomestic: boolean('is_domestic').notNull().default(true),
    /** The main account (for Personal and TmsVendor records: the person / supplier's own account). */
    masterUserId: uuid('master_user_id').notNull(),
    bankAccountName: text('bank_account_name'),
    /** The account number, encrypted with the field cipher; nothing searches by it, so no lookup hash. */
    bankAccountNoEncrypted: text('bank_account_no_encrypted'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    /** draft, Submit, Confirm, Refuse, Cancel; null = never entered. */
    bankCertStatus: text('bank_cert_status'),
    bankRefuseReason: text('bank_refuse_reason'),
    bankSubmittedAt: timestamp('bank_submitted_at', { withTimezone: true }),
    bankReviewedBy: uuid('bank_reviewed_by'),
    bankReviewedAt: timestamp('bank_reviewed_at', { withTimezone: true }),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two certified parties never share a social credit code, a company name or an ID card (000 §5 "already certified").
    uniqueIndex('enterprise_confirmed_credit_code_key').on(table.socialCreditCode).where(sql`${table.checkStatus} = 'Confirm'`),
    uniqueIndex('enterprise_confirmed_name_key')
      .on(sql`lower(${table.enterpriseCnnme})`)
      .where(sql`${table.checkStatus} = 'Confirm' AND ${table.entType} <> 'Personal'`),
    uniqueIndex('enterprise_confirmed_id_card_key').on(table.idCardNoHash).where(sql`${table.checkStatus} = 'Confirm'`),
    uniqueIndex('enterprise_sap_id_key').on(table.sapId),
    index('enterprise_master_user_idx').on(table.masterUserId),
    index('enterprise_check_status_idx').on(table.checkStatus, table.entType),
    index('enterprise_bank_status_idx').on(table.bankCertStatus),
    check('enterprise_ent_type_check', sql`${table.entType} IN ('Enterprise', 'Personal', 'TmsVendor')`),
    check('enterprise_check_status_check', sql`${table.checkStatus} IN ('Submit', 'Confirm', 'Refuse', 'Cancel')`),
    check('enterprise_upgrade_status_check', sql`${table.upgradeStatus} IS NULL OR ${table.upgradeStatus} IN ('Submit', 'Confirm', 'Refuse', 'Cancel')`),
    check('enterprise_bank_status_check', sql`${table.bankCertStatus} IS NULL OR ${table.bankCertStatus} IN ('draft', 'Submit', 'Confirm', 'Refuse', 'Cancel')`),
    check('enterprise_level_check', sql`${table.level} BETWEEN 1 AND 4`),
  ],
);

/**
 * One application for a certification and its review: Enterprise, Personal, TmsVendor (trailer
 * supplier) or CharterSupplier. The submitted form is kept as `payload` (ID card numbers masked);
 * a resubmission after a refusal is a new row pointing at the refused one (`resubmitOf`).
 */
export const certificationRequest = pgTable(
  'certification_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    status: text('status').notNull().default('Submit'),
    userId: uuid('user_id').notNull(),
    /** The record it certifies; null for charter suppliers (their state lives on the request). */
    enterpriseId: uuid('enterprise_id'),
    /** A personal user applying for an Enterprise certification: the Personal record becomes an Enterprise on approval. */
    isUpgrade: boolean('is_upgrade').notNull().default(false),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    refuseReason: text('refuse_reason'),
    reviewNote: text('review_note'),
    /** The operator (ops_operator.id) who decided. */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    resubmitOf: uuid('resubmit_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // At most one request under review per user for customer kinds, and one for charter supplier.
    uniqueIndex('certification_request_one_pending_key')
      .on(table.userId, sql`(${table.type} = 'CharterSupplier')`)
      .where(sql`${table.status} = 'Submit'`),
    index('certification_request_user_idx').on(table.userId, table.createdAt),
    index('certification_request_queue_idx').on(table.status, table.type, table.createdAt),
    check('certification_request_type_check', sql`${table.type} IN ('Enterprise', 'Personal', 'TmsVendor', 'CharterSupplier')`),
    check('certification_request_status_check', sql`${table.status} IN ('Submit', 'Confirm', 'Refuse', 'Cancel')`),
  ],
);

/**
 * A user's request to link to a certified enterprise (association, 000 §4.7) and, once approved, the
 * sub-account's standing in it: W waiting, A linked, R refused, X cancelled / unbound. Visibility and
 * rights are the main account's grants (000 §6).
 */
export const enterpriseRelationRequest = pgTable(
  'enterprise_relation_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprise.id),
    status: text('status').notNull().default('W'),
    /** The applicant's name as typed on the association page (max 150). */
    applicantNote: text('applicant_note').notNull(),
    /** ALL or OWN once approved. */
    visibility: text('visibility'),
    rights: text('rights').array().notNull().default(sql`'{}'::text[]`),
    refuseReason: text('refuse_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A user waits for, or belongs to, one enterprise at a time.
    uniqueIndex('enterprise_relation_live_key').on(table.userId).where(sql`${table.status} IN ('W', 'A')`),
    index('enterprise_relation_enterprise_idx').on(table.enterpriseId, table.status),
    index('enterprise_relation_user_idx').on(table.userId, table.createdAt),
    check('enterprise_relation_status_check', sql`${table.status} IN ('W', 'A', 'R', 'X')`),
    check('enterprise_relation_visibility_check', sql`${table.visibility} IS NULL OR ${table.visibility} IN ('ALL', 'OWN')`),
  ],
);

/**
 * A sub-account's integration token: issued by its main account for the sub-user's own systems (ERP,
 * EDI) to call the carrier on the sub-user's behalf. Only a SHA-256 of the token is kept; re-issuing
 * revokes the previous one; unbinding the sub-user revokes it.
 */
export const subUserToken = pgTable(
  'sub_user_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Last 4 characters, to recognise it on the page. */
    tokenHint: text('token_hint').notNull(),
    issuedBy: uuid('issued_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sub_user_token_hash_key').on(table.tokenHash),
    uniqueIndex('sub_user_token_live_key').on(table.userId).where(sql`${table.revokedAt} IS NULL`),
  ],
);

/**
 * Main-account change requests (entMasterReq): `apply` = a sub-account asks to become the main account
 * (status M while the main account decides); `change` = the main account hands over (A at once).
 */
export const entMasterRequest = pgTable(
  'ent_master_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprise.id),
    kind: text('kind').notNull(),
    /** A passed, R refused, M enterprise reviewing, W customer-service reviewing, X cancelled. */
    status: text('status').notNull(),
    /** The user who becomes (or asks to become) the main account. */
    applicantUserId: uuid('applicant_user_id').notNull(),
    previousMasterUserId: uuid('previous_master_user_id').notNull(),
    reason: text('reason'),
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    decidedBy: uuid('decided_by'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ent_master_request_pending_key').on(table.enterpriseId).where(sql`${table.status} IN ('M', 'W')`),
    index('ent_master_request_enterprise_idx').on(table.enterpriseId, table.createdAt),
    check('ent_master_request_kind_check', sql`${table.kind} IN ('apply', 'change')`),
    check('ent_master_request_status_check', sql`${table.status} IN ('A', 'R', 'M', 'W', 'X')`),
  ],
);

/**
 * Every status change of this area — who, when, from, to, why — written in the same transaction as the
 * change (certification, bank, link, user type, main account, tokens, unified-account binding).
 * Append-only. entUser/request/history reads it.
 */
export const accountStateEvent = pgTable(
  'account_state_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the tie-break of changes written within the same microsecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** enterprise, certification_request, relation_request, user_account, ent_master_request, sub_user_token, uaas_binding. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    enterpriseId: uuid('enterprise_id'),
    /** The user the change is about. */
    userId: uuid('user_id'),
    /** customer, operator or system. */
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    /** What changed: checkStatus, bankCertStatus, userType, relationStatus, masterUserId... */
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    createdAt: writtenAt('created_at'),
  },
  (table) => [
    index('account_state_event_enterprise_idx').on(table.enterpriseId, table.createdAt),
    index('account_state_event_user_idx').on(table.userId, table.createdAt),
    index('account_state_event_subject_idx').on(table.subjectType, table.subjectId),
    check('account_state_event_actor_kind_check', sql`${table.actorKind} IN ('customer', 'operator', 'system')`),
  ],
);
