import { describe, expect, it } from 'vitest';
import {
  API_TIMEOUT_MS,
  BATCH_CONFIRM_DOWNLOAD_TIMEOUT_MS,
  RESPONSE_CODES,
  TOKEN_REFRESH_POLL_INTERVAL_MS,
  TOKEN_REFRESH_POLL_MAX_TRIES,
} from './transport';

describe('transport constants (000 §7.1, §9; 001 §9)', () => {
  it('times calls out after 30 s and batch-confirm downloads after 120 s', () => {
    expect(API_TIMEOUT_MS).toBe(30000);
    expect(BATCH_CONFIRM_DOWNLOAD_TIMEOUT_MS).toBe(120000);
  });

  it('polls a running token refresh every 300 ms, at most timeout/300 = 100 times', () => {
    expect(TOKEN_REFRESH_POLL_INTERVAL_MS).toBe(300);
    expect(TOKEN_REFRESH_POLL_MAX_TRIES).toBe(100);
    expect(Number.isInteger(TOKEN_REFRESH_POLL_MAX_TRIES)).toBe(true);
  });

  it('knows the envelope and status codes the client reacts to', () => {
    expect(RESPONSE_CODES).toEqual({ SUCCESS: 0, UNAUTHORIZED: 401, UPGRADE_REQUIRED: 426, EMPTY_TOKEN: 10040 });
  });
});
