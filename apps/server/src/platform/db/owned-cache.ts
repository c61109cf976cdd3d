import type { ChangeFeed } from './change-feed';

interface Entry<V> {
  value: V;
  owner: string;
  expiresAt: number;
}

export interface Loaded<V> {
  value: V;
  /** The id whose change notification (`topic:owner`) makes this value stale. */
  owner: string;
  /** Never kept past this instant (epoch ms), e.g. a token's expiry. */
  validUntil?: number;
}

/**
 * An in-process copy of rows that belong to one owner (a user), dropped when the database announces a
 * change of that owner on the change feed (see ChangeFeed for how fast on this and other instances).
 *
 * A value loaded while a change of its topic arrived is answered but not kept: the read may have seen the
 * row from before the change. Entries also expire after `ttlMs`, and the oldest go first beyond `maxEntries`.
 */
export class OwnedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByOwner = new Map<string, Set<string>>();
  private readonly topics: readonly string[];

  constructor(
    private readonly feed: ChangeFeed,
    topic: string,
    private readonly options: { ttlMs: number; maxEntries: number },
  ) {
    this.topics = [topic];
    feed.subscribe(topic, (owner) => this.dropOwner(owner));
    feed.onReset(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<Loaded<V> | undefined>): Promise<V | undefined> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now && this.feed.live) return entry.value;
    if (entry) this.drop(key, entry.owner);
    const generation = this.feed.generationOf(this.topics);
    const loaded = await load();
    if (loaded && this.feed.live && this.feed.generationOf(this.topics) === generation) this.keep(key, loaded, now);
    return loaded?.value;
  }

  clear(): void {
    this.entries.clear();
    this.keysByOwner.clear();
  }

  private keep(key: string, loaded: Loaded<V>, now: number): void {
    const expiresAt = Math.min(now + this.options.ttlMs, loaded.validUntil ?? Number.POSITIVE_INFINITY);
    if (expiresAt <= now) return;
    if (this.entries.size >= this.options.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry<V>];
      this.drop(oldestKey, oldest.owner);
    }
    this.entries.set(key, { value: loaded.value, owner: loaded.owner, expiresAt });
    const keys = this.keysByOwner.get(loaded.owner) ?? new Set<string>();
    keys.add(key);
    this.keysByOwner.set(loaded.owner, keys);
  }

  private drop(key: string, owner: string): void {
    this.entries.delete(key);
    const keys = this.keysByOwner.get(owner);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByOwner.delete(owner);
  }

  private dropOwner(owner: string): void {
    const keys = this.keysByOwner.get(owner);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByOwner.delete(owner);
  }
}

/**
 * In-process copies of answers computed from many rows of a few tables (a sailing search): any change
 * announced on one of `topics` drops them all. Entries live `ttlMs` at most (answers that depend on
 * the clock, such as "not departed yet", stay that fresh). Concurrent misses of one key compute it once.
 * Memory is bounded twice: by entries and by their total weight (`weigh`, e.g. bytes or offers), since a
 * client may vary its filters at will; beyond either bound expired entries go first, then the oldest.
 */
export class TopicCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; weight: number }>();
  private readonly computing = new Map<string, { generation: number; value: Promise<V> }>();
  private totalWeight = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly topics: readonly string[],
    private readonly options: { ttlMs: number; maxEntries: number; maxWeight: number; weigh: (value: V) => number },
  ) {
    for (const topic of topics) feed.subscribe(topic, () => this.clear());
    feed.onReset(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now && this.feed.live) return entry.value;
    if (entry) this.delete(key);
    const generation = this.feed.generationOf(this.topics);
    // Joining a computation is only right if nothing changed since it started.
    const running = this.computing.get(key);
    if (running && running.generation === generation) return running.value;
    const value = compute();
    this.computing.set(key, { generation, value });
    try {
      const result = await value;
      if (this.feed.live && this.feed.generationOf(this.topics) === generation) this.keep(key, result, now);
      return result;
    } finally {
      if (this.computing.get(key)?.value === value) this.computing.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  private keep(key: string, value: V, now: number): void {
    const weight = this.options.weigh(value);
    // Larger than a tenth of the budget: answered, not kept, so one answer cannot flush all others.
    if (weight > this.options.maxWeight / 10) return;
    const fits = () => this.entries.size < this.options.maxEntries && this.totalWeight + weight <= this.options.maxWeight;
    if (!fits()) {
      for (const [candidate, entry] of this.entries) if (entry.expiresAt <= now) this.delete(candidate);
      for (const candidate of this.entries.keys()) {
        if (fits()) break;
        this.delete(candidate);
      }
    }
    this.entries.set(key, { value, expiresAt: now + this.options.ttlMs, weight });
    this.totalWeight += weight;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }
}
