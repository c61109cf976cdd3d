import { describe, expect, it } from 'vitest';
import { batchPaymentPath, draftBookingPath, parseBookingEntry } from './booking-params';

const parse = (query: string) => parseBookingEntry(new URLSearchParams(query));

describe('the booking page entry', () => {
  it('reads the shopping box’s product and container list', () => {
    expect(parse('productId=p1&cntr=20GP:1&cntr=40hq:2')).toEqual({
      kind: 'new',
      productId: 'p1',
      containers: [
        { cntrType: '20GP', quantity: 1 },
        { cntrType: '40HQ', quantity: 2 },
      ],
    });
  });

  it('drops zero lines, adds repeated types and refuses malformed or empty lists', () => {
    expect(parse('productId=p1&cntr=20GP:0&cntr=40HQ:1&cntr=40HQ:2')).toEqual({ kind: 'new', productId: 'p1', containers: [{ cntrType: '40HQ', quantity: 3 }] });
    expect(parse('productId=p1&cntr=20GP:0')).toEqual({ kind: 'invalid' });
    expect(parse('productId=p1&cntr=20GP:1000')).toEqual({ kind: 'invalid' });
    expect(parse('productId=p1&cntr=20GP')).toEqual({ kind: 'invalid' });
    expect(parse('cntr=20GP:1')).toEqual({ kind: 'invalid' });
  });

  it('reopens a draft by orderId, whatever else is given', () => {
    expect(parse('orderId=o1&productId=p1&cntr=20GP:1')).toEqual({ kind: 'draft', orderId: 'o1' });
  });

  it('keeps the product beside the created draft, and the draft wins when reopened', () => {
    const path = draftBookingPath('o1', 'p1');
    expect(path).toBe('/order/booking?orderId=o1&productId=p1');
    expect(parseBookingEntry(new URL(path, 'http://x').searchParams)).toEqual({ kind: 'draft', orderId: 'o1' });
  });

  it('sends the selected ids to the batch payment page comma-separated', () => {
    expect(batchPaymentPath(['a', 'b'])).toBe('/order/batchPayment?orderIds=a%2Cb');
  });
});
