import { AppError } from '@coastbook/domain';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { enterprise } from '../enterprise.tables';

/**
 * "Already certified" checks of 000 §5 / §8, shared by the check calls of the certification form and
 * by submission and approval (which may not trust the form's earlier checks). The caller's own record
 * is left out, so resubmitting one's own refused certification is never a duplicate.
 */

const exceptRecord = (enterpriseId: string | undefined): SQL | undefined => (enterpriseId ? ne(enterprise.id, enterpriseId) : undefined);

/** A certified enterprise or trailer supplier has this name (case-insensitive). */
export async function assertNameFree(
  db: DbOrTx,
  options: { enterpriseCnnme: string; individualBusiness: boolean; exceptEnterpriseId?: string | undefined },
): Promise<void> {
  const [taken] = await db
    .select({ isIndividualBusiness: enterprise.isIndividualBusiness })
    .from(enterprise)
    .where(
      and(
        eq(enterprise.checkStatus, 'Confirm'),
        ne(enterprise.entType, 'Personal'),
        sql`lower(${enterprise.enterpriseCnnme}) = lower(${options.enterpriseCnnme})`,
        exceptRecord(options.exceptEnterpriseId),
      ),
    )
    .limit(1);
  if (!taken) return;
  const individual = options.individualBusiness || taken.isIndividualBusiness;
  throw new AppError(individual ? 'INDIVIDUAL_BUSINESS_CERTIFIED' : 'ENTERPRISE_NAME_CERTIFIED', { field: 'enterpriseCnnme' });
}

/** A certified record has this social credit code; with `underReview`, also another applicant's pending one. */
export async function assertSocialCreditCodeFree(
  db: DbOrTx,
  options: { socialCreditCode: string; exceptEnterpriseId?: string | undefined; underReview?: boolean },
): Promise<void> {
  const rows = await db
    .select({ checkStatus: enterprise.checkStatus })
    .from(enterprise)
    .where(and(eq(enterprise.socialCreditCode, options.socialCreditCode), exceptRecord(options.exceptEnterpriseId)));
  if (rows.some((row) => row.checkStatus === 'Confirm')) throw new AppError('SOCIAL_CREDIT_CODE_CERTIFIED', { field: 'socialCreditCode' });
  if (options.underReview && rows.some((row) => row.checkStatus === 'Submit')) {
    throw new AppError('SOCIAL_CREDIT_CODE_UNDER_REVIEW', { field: 'socialCreditCode' });
  }
}

/** Another record uses this SAP customer number. */
export async function assertSapIdFree(db: DbOrTx, options: { sapId: string; exceptEnterpriseId?: string | undefined }): Promise<void> {
  const [taken] = await db
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(and(eq(enterprise.sapId, options.sapId), exceptRecord(options.exceptEnterpriseId)))
    .limit(1);
  if (taken) throw new AppError('SAP_ID_TAKEN', { field: 'sapId' });
}

/** A certified person has this ID card (compared by lookup hash). */
export async function assertIdCardFree(db: DbOrTx, options: { idCardNoHash: string; exceptEnterpriseId?: string | undefined }): Promise<void> {
  const [taken] = await db
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(and(eq(enterprise.checkStatus, 'Confirm'), eq(enterprise.idCardNoHash, options.idCardNoHash), exceptRecord(options.exceptEnterpriseId)))
    .limit(1);
  if (taken) throw new AppError('ID_CARD_CERTIFIED', { field: 'idCardNo' });
}
