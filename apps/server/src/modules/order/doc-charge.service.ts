import type { TDocCharge } from '@coastbook/contracts';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { getOffer, loadCustomerContext } from '../product';
import { findVisibleOrder } from './order-access';
import { docChargeOf } from './order-charges';

/**
 * searchDocChargeDetail: the document fee of an order (a submitted order keeps what it was charged)
 * or of a new order on an offer (the offer must exist).
 */
export async function findDocCharge({ db, actor, orderId, productId }: { db: DbOrTx; actor: Actor; orderId?: string | undefined; productId?: string | undefined }): Promise<TDocCharge> {
  if (orderId) {
    const order = await findVisibleOrder({ db, actor, orderId });
    return docChargeOf(order.status === 'P' ? undefined : order.docFeeFen);
  }
  await getOffer({ db, productId: productId!, customer: await loadCustomerContext({ db, actor }) });
  return docChargeOf();
}
