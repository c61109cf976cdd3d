/** User-behaviour log batching (000 §7.4, §9; 001 §7). */

/** The cached entries are flushed when there are more than this many ... */
export const BEHAVIOUR_LOG_FLUSH_MAX_ENTRIES = 50;

/** ... and every 2 minutes regardless. */
export const BEHAVIOUR_LOG_FLUSH_INTERVAL_MS = 120_000;

/** "Flushed when the list exceeds 50": 50 cached entries wait, the 51st triggers a flush. */
export function shouldFlushBehaviourLog(cachedEntryCount: number): boolean {
  return cachedEntryCount > BEHAVIOUR_LOG_FLUSH_MAX_ENTRIES;
}
