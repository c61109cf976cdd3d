/**
 * What /order/booking was opened with (001 §2, ARCHITECTURE "Products"): the shopping box sends
 * `?productId=…&cntr=20GP:1&cntr=40HQ:2`; a draft is reopened with `?orderId=…`.
 */
export type BookingEntry =
  | { kind: 'draft'; orderId: string }
  | { kind: 'new'; productId: string; containers: Array<{ cntrType: string; quantity: number }> }
  | { kind: 'invalid' };

const CNTR_PATTERN = /^([A-Za-z0-9]{2,10}):(\d{1,3})$/;

export function parseBookingEntry(search: URLSearchParams): BookingEntry {
  const orderId = search.get('orderId')?.trim();
  if (orderId) return { kind: 'draft', orderId };
  const productId = search.get('productId')?.trim();
  if (!productId) return { kind: 'invalid' };
  const containers: Array<{ cntrType: string; quantity: number }> = [];
  for (const raw of search.getAll('cntr')) {
    const match = CNTR_PATTERN.exec(raw.trim());
    if (match === null) return { kind: 'invalid' };
    const cntrType = match[1]!.toUpperCase();
    const quantity = Number(match[2]);
    if (quantity === 0) continue;
    const same = containers.find((container) => container.cntrType === cntrType);
    if (same) same.quantity += quantity;
    else containers.push({ cntrType, quantity });
  }
  if (containers.length === 0) return { kind: 'invalid' };
  return { kind: 'new', productId, containers };
}

/**
 * The booking page of an existing draft. Once createOrder answered, the page moves here keeping the
 * productId it came with (links and tests that read it keep working; orderId wins when both are there).
 */
export function draftBookingPath(orderId: string, productId?: string): string {
  return `/order/booking?${new URLSearchParams({ orderId, ...(productId ? { productId } : {}) }).toString()}`;
}

/** PAY-WEB's payment pages. */
export function paymentPath(orderId: string): string {
  return `/order/payment?${new URLSearchParams({ orderId }).toString()}`;
}

export function batchPaymentPath(orderIds: readonly string[]): string {
  return `/order/batchPayment?${new URLSearchParams({ orderIds: orderIds.join(',') }).toString()}`;
}

export function orderViewPath(orderId: string): string {
  return `/orderView?${new URLSearchParams({ orderId }).toString()}`;
}
