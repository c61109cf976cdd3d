import type { DbOrTx } from '../../platform/db/client';
import { refundToPrepaidAccount } from '../assets';
import type { OrderRow } from './order-state.service';

/**
 * Gives back what the customer paid for the order (paid_fen) to its prepaid account, inside the
 * caller's transaction (cancel, reject). The prepaid account belongs to the order's enterprise, or to
 * its creator for personal users. Answers the amount refunded; the caller lowers paid_fen by it.
 */
export async function refundPaidOrder({
  tx,
  order,
  reason,
  createdBy,
}: {
  tx: DbOrTx;
  order: Pick<OrderRow, 'id' | 'paidFen' | 'enterpriseId' | 'userId'>;
  reason: string;
  createdBy: string;
}): Promise<number> {
  if (order.paidFen <= 0) return 0;
  await refundToPrepaidAccount({ tx, owner: { enterpriseId: order.enterpriseId, userId: order.userId }, amountFen: order.paidFen, businessId: order.id, reason, createdBy });
  return order.paidFen;
}
