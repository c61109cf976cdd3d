import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from './route-meta';
import { routeObjects, startFirstPageData } from './router';
import { NOT_FOUND_META } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers every call with an empty envelope; records which calls went out, in order. */
function stubApi(): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url.split('/').at(-1) ?? url);
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }), { status: 200 });
    }),
  );
  return calls;
}

const portal = (address: string) => new URL(address, 'http://portal.test');

describe('the first page data, asked for before the router exists', () => {
  it('starts my orders\u2019 first page and tab counts for a logged-in user', async () => {
    const calls = stubApi();
    const queryClient = new QueryClient();
    startFirstPageData({ queryClient, loggedIn: () => true }, portal('/orderManagementIndex?tab=W'));
    await vi.waitFor(() => expect(calls.sort()).toEqual(['getOrderCounts', 'getOrderMastBySearchQuery']));
  });

  it('is not asked again when the router\u2019s loader starts the same page while it travels', async () => {
    const calls = stubApi();
    const prefetch = { queryClient: new QueryClient(), loggedIn: () => true };
    startFirstPageData(prefetch, portal('/orderManagementIndex'));
    startFirstPageData(prefetch, portal('/orderManagementIndex'));
    await vi.waitFor(() => expect(prefetch.queryClient.isFetching()).toBe(0));
    expect(calls).toHaveLength(2);
  });

  it('asks nothing for a visitor, or for a page without first data', async () => {
    const calls = stubApi();
    startFirstPageData({ queryClient: new QueryClient(), loggedIn: () => false }, portal('/orderManagementIndex'));
    startFirstPageData({ queryClient: new QueryClient(), loggedIn: () => true }, portal('/product'));
    startFirstPageData({ queryClient: new QueryClient(), loggedIn: () => true }, portal('/trailer/orderManagementIndex'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});

describe('the route tree', () => {
  const deepestMeta = (path: string) => (matchRoutes(routeObjects, path)?.at(-1)?.route.handle as RouteHandle | undefined)?.meta;

  it('answers the embedded frame without a page, and an unknown page in it, with the not-found page', () => {
    // /ssb alone once matched the frame with nothing inside it: a blank window.
    for (const path of ['/ssb', '/ssb/', '/ssb/nothingHere']) expect(deepestMeta(path), path).toBe(NOT_FOUND_META);
    expect(deepestMeta('/ssb/historyTask')?.embedded).toBe(true);
  });
});
