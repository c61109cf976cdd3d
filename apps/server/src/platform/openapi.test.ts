import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('is generated from the contracts and served at /api/docs/json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });

  it('serves the interactive page at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');

    // It is a document: the REST set's `default-src 'none'` would block the scripts that draw it.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("default-src 'none'");

    // The page is drawn by Swagger UI's own scripts, served by the plugin beside it.
    const scripts = [...response.body.matchAll(/<script src="\.\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toContain('static/swagger-ui-bundle.js');
    for (const script of scripts) {
      const asset = await testApp.app.inject({ method: 'GET', url: `/api/docs/${script}` });
      expect(asset.statusCode, script).toBe(200);
      expect(asset.headers['content-type'], script).toContain('javascript');
    }
  });
});
