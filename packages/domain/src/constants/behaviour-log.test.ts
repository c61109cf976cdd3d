import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_LOG_FLUSH_INTERVAL_MS, shouldFlushBehaviourLog } from './behaviour-log';

describe('behaviour log flushing (000 §9)', () => {
  it('flushes only when more than 50 entries are cached', () => {
    expect(shouldFlushBehaviourLog(50)).toBe(false);
    expect(shouldFlushBehaviourLog(51)).toBe(true);
  });

  it('also flushes every 2 minutes', () => {
    expect(BEHAVIOUR_LOG_FLUSH_INTERVAL_MS).toBe(120000);
  });
});
