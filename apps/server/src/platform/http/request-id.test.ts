import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './request-id';

const requestWith = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('differ between processes (a boot id) and between requests (a counter)', () => {
    const first = requestIdGenerator({ trustProxy: false });
    const second = requestIdGenerator({ trustProxy: false });
    const [a, b] = [first(requestWith()), first(requestWith())];
    expect(a).toMatch(/^[0-9a-f]{8}-1$/);
    expect(b).toBe(`${a.slice(0, 8)}-2`);
    expect(second(requestWith()).slice(0, 8)).not.toBe(a.slice(0, 8));
  });

  it('keep a trusted proxy’s X-Request-Id, and only a plausible one', () => {
    const behindProxy = requestIdGenerator({ trustProxy: true });
    expect(behindProxy(requestWith({ 'x-request-id': '5f0c2a9e-7b1d-4c3e-9a8f-123456789abc' }))).toBe('5f0c2a9e-7b1d-4c3e-9a8f-123456789abc');
    expect(behindProxy(requestWith({ 'x-request-id': '<script>' }))).toMatch(/^[0-9a-f]{8}-1$/);
    expect(behindProxy(requestWith({ 'x-request-id': 'x'.repeat(129) }))).toMatch(/^[0-9a-f]{8}-2$/);
    // Without a proxy in front, the header is the client's own: not trusted.
    expect(requestIdGenerator({ trustProxy: false })(requestWith({ 'x-request-id': 'chosen-by-client' }))).toMatch(/^[0-9a-f]{8}-1$/);
  });
});
