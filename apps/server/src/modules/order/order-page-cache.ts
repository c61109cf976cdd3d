import type { TGetOrderMastBySearchQueryResponse } from '@coastbook/contracts';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { DbOrTx } from '../../platform/db/client';
import { TopicCache } from '../../platform/db/owned-cache';
import type { Actor } from '../auth';
import { CATALOG_TOPIC } from '../product';
import { findOrderPage, type OrderListFilter } from './order-query.service';

/** Orders, their containers and sub-account links announce `orders:<table>` on every change (migration 0008). */
export const ORDERS_TOPIC = 'orders';
/** Times on the list (payment deadlines, "within 3 months") are never older than this. */
const ORDER_PAGE_CACHE_TTL_MS = 5_000;

/**
 * The my-orders list is read on every visit to /orderManagementIndex and after every action there, and
 * costs half a dozen statements over the enterprise's orders. Its encoded pages are kept per caller,
 * filter and page until an order, a container line, a sub-account link, an account (creator names,
 * standing), a container type or a vessel (English names) changes — on this instance at once, on others
 * within milliseconds. Cargo descriptions announce nothing: a renamed one shows within the TTL.
 */
export class OrderPageCache {
  private readonly pages: TopicCache<Buffer>;

  constructor(feed: ChangeFeed) {
    this.pages = new TopicCache(feed, [ORDERS_TOPIC, 'user', CATALOG_TOPIC], {
      ttlMs: ORDER_PAGE_CACHE_TTL_MS,
      maxEntries: 5_000,
      maxWeight: 32 * 1024 * 1024,
      weigh: (encoded) => encoded.length,
    });
  }

  pageEncoded(
    options: { db: DbOrTx; actor: Actor; filter: OrderListFilter; current: number; size: number },
    encode: (page: TGetOrderMastBySearchQueryResponse) => Buffer,
  ): Promise<Buffer> {
    const key = JSON.stringify([options.actor.userId, options.filter, options.current, options.size]);
    return this.pages.get(key, async () => encode(await findOrderPage(options)));
  }
}
