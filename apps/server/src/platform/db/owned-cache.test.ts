import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from './change-feed';
import { OwnedCache, TopicCache } from './owned-cache';

/** A change feed driven by the test: `announce` is what a NOTIFY from PostgreSQL would do. */
function testFeed() {
  const listeners = new Map<string, Array<(id: string) => void>>();
  const resets: Array<() => void> = [];
  const heard = new Map<string, number>();
  const feed = {
    live: true,
    generationOf: (topics: readonly string[]) => topics.reduce((sum, topic) => sum + (heard.get(topic) ?? 0), 0),
    subscribe: (topic: string, listener: (id: string) => void) => listeners.set(topic, [...(listeners.get(topic) ?? []), listener]),
    onReset: (listener: () => void) => resets.push(listener),
    announce(topic: string, id: string) {
      heard.set(topic, (heard.get(topic) ?? 0) + 1);
      for (const listener of listeners.get(topic) ?? []) listener(id);
    },
  };
  return feed;
}

function counted<V>(value: V) {
  const compute = async () => {
    compute.calls += 1;
    return value;
  };
  compute.calls = 0;
  return compute;
}

describe('TopicCache', () => {
  const options = { ttlMs: 60_000, maxEntries: 100, maxWeight: 100, weigh: (value: number) => value };

  it('computes once for concurrent misses and answers later calls from memory', async () => {
    const feed = testFeed();
    const cache = new TopicCache<number>(feed as unknown as ChangeFeed, ['catalog'], options);
    const compute = counted(5);
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)])).toEqual([5, 5, 5]);
    expect(await cache.get('a', compute)).toBe(5);
    expect(compute.calls).toBe(1);
  });

  it('drops everything on a change of its topic, and does not keep a value computed while one arrived', async () => {
    const feed = testFeed();
    const cache = new TopicCache<number>(feed as unknown as ChangeFeed, ['catalog'], options);
    await cache.get('a', counted(5));
    feed.announce('orders', 'order_mast');
    expect(cache.size).toBe(1);
    feed.announce('catalog', 'sailing_inventory');
    expect(cache.size).toBe(0);

    let release: () => void = () => undefined;
    const slow = cache.get('b', () => new Promise<number>((resolve) => (release = () => resolve(7))));
    feed.announce('catalog', 'container_price');
    release();
    expect(await slow).toBe(7);
    expect(cache.size).toBe(0);
  });

  it('keeps a value computed while only other topics changed', async () => {
    const feed = testFeed();
    const cache = new TopicCache<number>(feed as unknown as ChangeFeed, ['catalog'], options);
    let release: () => void = () => undefined;
    const slow = cache.get('a', () => new Promise<number>((resolve) => (release = () => resolve(7))));
    feed.announce('orders', 'order_mast');
    feed.announce('user', 'some-user');
    release();
    expect(await slow).toBe(7);
    const again = counted(8);
    expect(await cache.get('a', again)).toBe(7);
    expect(again.calls).toBe(0);
  });

  it('stays within its weight: the oldest go first, and an answer heavier than a tenth of it is not kept', async () => {
    const feed = testFeed();
    const cache = new TopicCache<number>(feed as unknown as ChangeFeed, ['catalog'], options);
    for (let index = 0; index < 15; index += 1) await cache.get(`k${index}`, counted(10));
    expect(cache.weight).toBe(100);
    expect(cache.size).toBe(10);
    const first = counted(10);
    await cache.get('k0', first);
    expect(first.calls).toBe(1); // k0 was evicted
    const heavy = counted(11);
    await cache.get('heavy', heavy);
    await cache.get('heavy', heavy);
    expect(heavy.calls).toBe(2);
  });

  it('bypasses its copies while the feed is not live', async () => {
    const feed = testFeed();
    const cache = new TopicCache<number>(feed as unknown as ChangeFeed, ['catalog'], options);
    const compute = counted(3);
    await cache.get('a', compute);
    feed.live = false;
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute.calls).toBe(3);
  });
});

describe('OwnedCache', () => {
  it('drops only the entries of the owner whose change is announced', async () => {
    const feed = testFeed();
    const cache = new OwnedCache<string>(feed as unknown as ChangeFeed, 'user', { ttlMs: 60_000, maxEntries: 10 });
    const load = (owner: string) => {
      const loader = async () => {
        loader.calls += 1;
        return { value: `${owner}-value`, owner };
      };
      loader.calls = 0;
      return loader;
    };
    const alice = load('alice');
    const bob = load('bob');
    await cache.get('token-a1', alice);
    await cache.get('token-b1', bob);
    feed.announce('user', 'alice');
    await cache.get('token-a1', alice);
    await cache.get('token-b1', bob);
    expect(alice.calls).toBe(2);
    expect(bob.calls).toBe(1);
  });

  it('keeps nothing past the value’s own validity', async () => {
    const feed = testFeed();
    const cache = new OwnedCache<string>(feed as unknown as ChangeFeed, 'user', { ttlMs: 60_000, maxEntries: 10 });
    const expired = async () => ({ value: 'x', owner: 'carol', validUntil: Date.now() - 1 });
    await cache.get('token-c', expired);
    expect(cache.size).toBe(0);
  });
});
