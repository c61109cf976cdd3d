/**
 * Where the order calls live (issue-6 design: the spec's `{product}` is `domestic`):
 * `order/<call>` → web/domestic/order/<call>, `customer/order/<call>` → web/domestic/customer/order/<call>.
 */
export const ORDER_BASE = 'web/domestic/order';
export const CUSTOMER_ORDER_BASE = 'web/domestic/customer/order';
