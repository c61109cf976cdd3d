import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesGuardedBy } from '../testing/route-guards';
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

  it('says which calls need a login (bearer), and only those: a generated client and the page’s Authorize rely on it', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    };
    const guarded = routesGuardedBy(testApp.app, ['requireAuth', 'requireOperatorHook']);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(300);
    expect(guarded.size).toBeGreaterThan(300);
    const undeclared = operations.filter(({ name, operation }) => guarded.has(name) && !operation.security?.some((scheme) => 'bearer' in scheme));
    const overclaimed = operations.filter(({ name, operation }) => !guarded.has(name) && (operation.security ?? []).length > 0);
    expect(undeclared.map(({ name }) => name)).toEqual([]);
    expect(overclaimed.map(({ name }) => name)).toEqual([]);
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
