import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('reports the database as reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { status: 'UP', database: 'UP' } });
  });

  it('leaves no timer running once the database has answered', async () => {
    // A load balancer asks many times a second; a deadline timer left to run out for each answer piles up
    // (each held for a second). Fake timers count what is still pending; nothing else moves the clock here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pendingBefore = vi.getTimerCount();
      for (let call = 0; call < 20; call++) {
        const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.json()).toMatchObject({ code: 0, data: { database: 'UP' } });
      }
      // The pool's idle timer for the connection it just released may remain; 20 deadlines may not.
      expect(vi.getTimerCount() - pendingBefore).toBeLessThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 503 with the envelope when the database cannot be reached', async () => {
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 503, msg: '服务不可用，请稍后再试', data: { status: 'DOWN', database: 'DOWN' } });
  });
});
