import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderQueryKeys } from './booking';
import { ORDER_LIST_OPENING, orderListTabOf, prefetchOrderManagement } from './orders';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers every call with an envelope echoing which call it was; records the bodies sent. */
function stubApi() {
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = url.split('/').at(-1) ?? url;
      bodies[call] = JSON.parse(String(init.body));
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { answeredBy: call } }), { status: 200 });
    }),
  );
  return bodies;
}

describe('my orders: the opening answers', () => {
  it('reads the tab from the address, unknown tabs as all', () => {
    expect(orderListTabOf(new URLSearchParams('tab=W'))).toBe('W');
    expect(orderListTabOf(new URLSearchParams(''))).toBe('all');
    expect(orderListTabOf(new URLSearchParams('tab=<script>'))).toBe('all');
  });

  it('prefetches the first page and the counts under the keys the page asks for', async () => {
    const bodies = stubApi();
    const client = new QueryClient();
    prefetchOrderManagement(client, new URL('http://portal.test/orderManagementIndex?tab=S'));
    // The page opens with: its tab, the last 3 months, page 1 of 20 (001 §9), no keyword, no search button.
    const pageRequest = { tab: 'S', months: 3, current: 1, size: 20 };
    await vi.waitFor(() => expect(client.getQueryData(orderQueryKeys.list(pageRequest))).toEqual({ answeredBy: 'getOrderMastBySearchQuery' }));
    await vi.waitFor(() => expect(client.getQueryData(orderQueryKeys.counts({ months: 3 }))).toEqual({ answeredBy: 'getOrderCounts' }));
    expect(bodies.getOrderMastBySearchQuery).toEqual(pageRequest);
    expect(bodies.getOrderCounts).toEqual({ months: ORDER_LIST_OPENING.months });
  });
});
