import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers 503 with the envelope when the database cannot be reached', async () => {
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 503, msg: '服务不可用，请稍后再试', data: { status: 'DOWN', database: 'DOWN' } });
  });
});
