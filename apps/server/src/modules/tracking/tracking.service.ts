import { AppError } from '@coastbook/domain';
import type { TNewTrackingCargoResponse } from '@coastbook/contracts';
import type { DbOrTx } from '../../platform/db/client';

/**
 * Public tracking by waybill number. No orders exist yet, so every number is refused with the one
 * answer the spec gives for both "no such waybill" and "not yours" (the order area fills this in).
 */
export async function trackCargoByBkgNo(_options: { db: DbOrTx; bkgNo: string }): Promise<TNewTrackingCargoResponse> {
  throw new AppError('WAYBILL_INVALID_OR_FORBIDDEN', { field: 'bkgNo' });
}
