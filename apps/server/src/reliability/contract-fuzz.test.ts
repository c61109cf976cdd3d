import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FastifyModule from 'fastify';
import type { ZodType } from 'zod';
import { routesGuardedBy } from '../testing/route-guards';
import { createTestApp, type TestApp } from '../testing/test-app';

const CHINESE = /[\u4e00-\u9fff]/;
import { loginAs } from '../testing/identity';
import { operatorToken } from '../testing/ops-session';
import { encryptCredential } from '../platform/crypto';
import { DEMO_PASSWORD } from '../../seed/auth';
import {
  boundaryValues,
  deeplyNestedJson,
  HUGE_STRING,
  NASTY_STRINGS,
  pick,
  pickSome,
  requiredOnly,
  seededRandom,
  validExample,
  wrongTypeValues,
  type JsonSchema,
} from './fuzz-inputs';

/**
 * Contract fuzzing (issue 7): every route the app registers gets a valid example (where the walker can
 * derive one from the contract), boundary values and malformed inputs, each sent with a certified
 * customer's token and without; the console's routes also with an administrator's token and the trailer
 * suppliers' driver routes with a supplier's, so their handlers run on every input (a customer is turned
 * away before them). Never a 5xx, always the envelope,
 * 401 without a token where a login is needed, valid inputs never 400, money calls refuse a missing
 * Idempotency-Key naming the header.
 */

interface CollectedRoute {
  method: string;
  url: string;
  hooks: string[];
  schema?: { body?: ZodType; querystring?: ZodType; params?: ZodType };
}

// Every route the app registers, caught by an onRoute hook on the instance buildApp creates.
const collected = vi.hoisted(() => [] as CollectedRoute[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const create = ((options?: object) => {
    const instance = real.default(options);
    instance.addHook('onRoute', (route) => {
      const hooks = [route.preHandler, route.onRequest, route.preValidation].flat().filter(Boolean) as Array<{ name: string }>;
      for (const method of [route.method].flat()) {
        collected.push({ method, url: route.url, hooks: hooks.map((hook) => hook.name), schema: route.schema as CollectedRoute['schema'] });
      }
    });
    return instance;
  }) as unknown as typeof real.default;
  Object.assign(create, real.default);
  return { ...real, default: create, fastify: create };
});

/** Fixed so a failure replays; FUZZ_SEED=<n> explores other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Cases per route (each sent twice: with and without a token); keeps the file within its time budget. */
const CASES_PER_ROUTE = 40;
const CUSTOMER = 'demo_ent';
/** The console's calls are also sent as an administrator, who holds every permission. */
const OPERATOR = 'ops_admin';
/** The driver list is a certified trailer supplier's: its calls are also sent as one. */
const SUPPLIER = 'demo_truck';
const SUPPLIER_ROUTES = /^\/api\/web\/tms\//;

/** Routes whose success answer is a file, a page or a redirect, not the envelope (their refusals still are). */
const NON_ENVELOPE_ROUTES = new Set([
  'GET /api/web/auth/file/download',
  'GET /api/web/auth/file/downloadTemplate',
  'GET /api/web/commonUrl/file/view',
  'GET /api/ops/files/:fileId',
  'GET /api/ops/finance/offline-topups/:id/vouchers/:fileId',
  'POST /api/web/domestic/customer/order/exportOrderData',
  'POST /api/web/domestic/member/assets/downloadAccountDealDetail',
  'GET /api/web/domestic/order/download/bkg',
  'POST /api/web/domestic/order/download/bkg/confirm',
  'GET /api/web/domestic/order/download/bl',
  'POST /api/web/domestic/order/download/bl/confirm',
]);

/** Developer sandbox pages standing in for outside systems: HTML whatever the outcome. */
const PAGE_ROUTES = new Set(['GET /api/dev/charter-supplier-system/arrive', 'GET /api/dev/pay-sandbox/:payNo', 'POST /api/dev/pay-sandbox/:payNo/:outcome']);

/** Uploads take multipart/form-data with a file: no JSON example is valid for them. */
const MULTIPART_ROUTES = new Set(['POST /api/web/auth/file/uploadFile']);

/** Password fields travel RSA-encrypted (the contract only sees a string): the valid example encrypts them. */
const ENCRYPTED_FIELD = /password|pwd/i;

/** Routes left out: they end the session the run depends on, or are the docs UI (not an API call). */
const SKIPPED = new Set(['DELETE /api/auth/token/logout']);
/** Left out of the administrator's pass only: it ends the operator's session the run depends on. */
const SKIPPED_AS_OPERATOR = new Set(['POST /api/ops/auth/logout']);

/**
 * Who sends a case: the certified customer (Chinese answers), an administrator (the console's routes), a trailer
 * supplier (its driver routes) or nobody (English).
 */
type Caller = 'customer' | 'operator' | 'supplier' | 'anonymous';

/** Money-moving calls: without an Idempotency-Key they answer 400 naming the header (checked below). */
const MONEY_ROUTES = new Set([
  'POST /api/web/domestic/order/payment/orderPayReq',
  'POST /api/web/domestic/member/assets/requestOnlineRecharge',
  'POST /api/web/domestic/member/assets/insertOfflinePay',
  'POST /api/web/domestic/member/assets/createWithdrawalReq',
  'POST /api/web/domestic/member/assets/cancelRefund',
  'POST /api/web/domestic/member/assets/applyBlanknote',
  'POST /api/web/domestic/order/batchPayment',
  'POST /api/web/domestic/order/payment/zeroPayment',
  'POST /api/web/domestic/order/payment/blankNoteRedeemPayment',
]);

/** Inputs the contract accepts that the service refuses with 400 naming the field, by design. */
const SEMANTIC_400 = new Map([
  ['POST /api/web/commonUrl/uaas/accountActivate', 'the e-mail must be the one bound to the unified account'],
  ['POST /api/ops/product/vessels', 'the carrier must be one the console keeps'],
  ['POST /api/ops/product/loops', 'the carrier must be one the console keeps'],
]);

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
}

interface Case {
  label: string;
  /** Body as an object (sent as JSON) or as raw text with its own content type. */
  body?: unknown;
  raw?: { text: string; contentType: string };
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** The input passed the route's own zod contract: it must not be answered 400. */
  valid?: boolean;
}

function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.code === 'number' && typeof candidate.msg === 'string' && 'data' in candidate;
}

function parsesWith(schema: ZodType | undefined, value: unknown): boolean {
  return schema ? schema.safeParse(value).success : true;
}

function fieldsOf(schema: JsonSchema | undefined): Array<[string, JsonSchema]> {
  return Object.entries(schema?.properties ?? {});
}

function asQuery(value: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (item === undefined || item === null) continue;
    query[name] = typeof item === 'object' ? JSON.stringify(item) : String(item);
  }
  return query;
}

describe('contract fuzzing', () => {
  let testApp: TestApp;
  let token: string;
  let opsToken: string;
  let supplierToken: string;
  let openApi: { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> }; parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }> }>> };
  let publicKeyPem: string;
  let loginRequired: Set<string>;
  let operatorOnly: Set<string>;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.${90 + Math.floor(ipCounter / 60000)}.${Math.floor(ipCounter / 250) % 240}.${(ipCounter % 250) + 1}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MAX: '100000000' } });
    token = (await loginAs(testApp, CUSTOMER, DEMO_PASSWORD)).token;
    opsToken = await operatorToken(testApp, OPERATOR);
    supplierToken = (await loginAs(testApp, SUPPLIER, DEMO_PASSWORD)).token;
    openApi = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    publicKeyPem = testApp.app.keys.credentialKey.publicKeyPem;
    loginRequired = routesGuardedBy(testApp.app, ['requireAuth', 'requireOperatorHook']);
    operatorOnly = routesGuardedBy(testApp.app, ['requireOperatorHook']);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function send(method: string, url: string, testCase: Case, caller: Caller): Promise<Answer> {
    const path = url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(testCase.params?.[name] ?? '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b'));
    // The calls without a token ask in English, those with one in Chinese (no header): both languages are swept.
    const bearer = { customer: token, operator: opsToken, supplier: supplierToken, anonymous: undefined }[caller];
    const headers: Record<string, string> = bearer ? { authorization: `bearer ${bearer}` } : { 'accept-language': 'en-US,en;q=0.9' };
    let payload: string | undefined;
    if (testCase.raw) {
      headers['content-type'] = testCase.raw.contentType;
      payload = testCase.raw.text;
    } else if (testCase.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(testCase.body);
    }
    const response = await testApp.app.inject({
      method: method as 'GET',
      url: path,
      remoteAddress: nextIp(),
      headers,
      ...(testCase.query ? { query: testCase.query } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    const contentType = String(response.headers['content-type'] ?? '');
    let body: unknown = undefined;
    if (contentType.includes('json')) {
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
    }
    return { status: response.statusCode, contentType, body, text: response.body };
  }

  /**
   * A refusal is read by a person, in the caller's language. In Chinese (the calls with a token): each field's message has Chinese in it, and the message holds
   * none of the English texts zod and Fastify write by default (they came after "请求错误：" until 2026-11-30).
   */
  function untranslated(envelope: unknown): boolean {
    const { msg, data } = envelope as { msg: string; data: { fields?: Array<{ message: string }> } | null };
    const fieldMessages = data?.fields?.map((field) => field.message) ?? [];
    return (
      !CHINESE.test(msg) ||
      fieldMessages.some((message) => !CHINESE.test(message)) ||
      /Invalid (input|option|string|element|key)|expected \w+, received|Unrecognized key|Too (big|small)|Body cannot be empty|Unsupported Media Type|Request body|is not a valid url/i.test(msg)
    );
  }

  /** The same refusal for an English caller: no Chinese left in the message or in any field's message. */
  function untranslatedIntoEnglish(envelope: unknown): boolean {
    const { msg, data } = envelope as { msg: string; data: { fields?: Array<{ message: string }> } | null };
    // A Chinese plate number begins with its province's character: the plate rule's example keeps it.
    const chineseIn = (text: string) => CHINESE.test(text.replaceAll('沪A12345', ''));
    return chineseIn(msg) || (data?.fields ?? []).some((field) => chineseIn(field.message));
  }

  function casesFor(route: CollectedRoute, random: () => number): { cases: Case[]; validDerived: boolean } {
    const docPath = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = openApi.paths[docPath]?.[route.method.toLowerCase()];
    const bodySchema = operation?.requestBody?.content?.['application/json']?.schema ?? operation?.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
    const formEncoded = !operation?.requestBody?.content?.['application/json'] && Boolean(operation?.requestBody?.content?.['application/x-www-form-urlencoded']);
    const queryParams = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
    const pathParams = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path');
    const querySchema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(queryParams.map((parameter) => [parameter.name, parameter.schema])),
      required: queryParams.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
    const cases: Case[] = [];
    const validParams = Object.fromEntries(pathParams.map((parameter) => [parameter.name, String(validExample(parameter.schema) ?? 'x')]));

    // The input's channel: JSON body for calls with a body, the query string otherwise.
    const usesBody = Boolean(bodySchema);
    const schema = usesBody ? bodySchema! : querySchema;
    const zod = usesBody ? route.schema?.body : route.schema?.querystring;
    const wrap = (value: unknown, label: string, valid = false): Case => {
      if (!usesBody) return { label, query: asQuery(value), params: validParams, valid };
      if (formEncoded) {
        return { label, raw: { contentType: 'application/x-www-form-urlencoded', text: new URLSearchParams(asQuery(value)).toString() }, params: validParams, valid };
      }
      return { label, body: value, params: validParams, valid };
    };
    const check = (value: unknown) => (usesBody ? parsesWith(zod, value) : parsesWith(zod, asQuery(value)));

    // Valid example: all fields, else required fields only; accepted only if the route's own contract agrees.
    let valid: unknown = validExample(schema);
    if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
      for (const [name, value] of Object.entries(valid)) {
        if (ENCRYPTED_FIELD.test(name) && typeof value === 'string') {
          (valid as Record<string, unknown>)[name] = encryptCredential(publicKeyPem, /pay/i.test(name) ? '135790' : 'Abc12345!');
        }
      }
    }
    if (valid !== undefined && !check(valid)) valid = requiredOnly(schema, valid);
    const paramsValid = parsesWith(route.schema?.params, validParams);
    const key = `${route.method} ${route.url}`;
    const validDerived = valid !== undefined && check(valid) && paramsValid && !MULTIPART_ROUTES.has(key) && !PAGE_ROUTES.has(key) && !SEMANTIC_400.has(key);
    const base = (valid ?? {}) as Record<string, unknown>;
    cases.push(wrap(valid ?? {}, 'valid example', validDerived));

    const fields = fieldsOf(schema);
    for (const [name, field] of pickSome(random, fields, 6)) {
      for (const value of pickSome(random, wrongTypeValues(field), 2)) cases.push(wrap({ ...base, [name]: value }, `${name}: wrong type ${JSON.stringify(value)}`));
      for (const value of pickSome(random, boundaryValues(field), 3)) cases.push(wrap({ ...base, [name]: value }, `${name}: boundary ${JSON.stringify(value).slice(0, 40)}`));
      for (const nasty of pickSome(random, NASTY_STRINGS, 2)) cases.push(wrap({ ...base, [name]: nasty }, `${name}: nasty string ${JSON.stringify(nasty)}`));
    }
    for (const name of pickSome(random, schema.required ?? [], 2)) {
      const without = { ...base };
      delete without[name];
      cases.push(wrap(without, `missing required ${name}`));
    }
    const stringFields = fields.filter(([, field]) => field.type === 'string' || field.format !== undefined);
    const always: Case[] = [];
    if (stringFields.length > 0) {
      always.push(wrap({ ...base, ...Object.fromEntries(stringFields.map(([name]) => [name, 'a\u0000b'])) }, 'NUL in every text field'));
      cases.push(wrap({ ...base, ...Object.fromEntries(stringFields.map(([name]) => [name, HUGE_STRING])) }, 'huge strings (100 KB)'));
      cases.push(wrap({ ...base, ...Object.fromEntries(stringFields.map(([name]) => [name, pick(random, NASTY_STRINGS)])) }, 'nasty strings everywhere'));
    }
    if (pathParams.length > 0) {
      for (const nasty of ["1' OR '1'='1", '😀', '..%2F..%2Fetc', '9'.repeat(30)]) {
        cases.push({ ...wrap(base, `path param ${nasty}`), params: Object.fromEntries(pathParams.map((parameter) => [parameter.name, nasty])) });
      }
    }
    if (usesBody || route.method === 'POST') {
      cases.push({ label: 'deeply nested JSON', raw: { contentType: 'application/json', text: deeplyNestedJson(5000) }, params: validParams });
      cases.push({ label: 'malformed JSON', raw: { contentType: 'application/json', text: '{"a": [1, 2' }, params: validParams });
      cases.push({ label: 'body is an array', body: [base], params: validParams });
      cases.push({ label: 'body is null', raw: { contentType: 'application/json', text: 'null' }, params: validParams });
      cases.push({ label: 'prototype pollution', raw: { contentType: 'application/json', text: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(base).slice(1)}` }, params: validParams });
      cases.push({ label: 'wrong content-type text/plain', raw: { contentType: 'text/plain', text: JSON.stringify(base) }, params: validParams });
      cases.push({ label: 'wrong content-type xml', raw: { contentType: 'application/xml', text: '<a>1</a>' }, params: validParams });
      cases.push({ label: 'null bytes in JSON', raw: { contentType: 'application/json', text: JSON.stringify(base).replace(/"([^"]*)"/, '"\\u0000$1\\u0000"') }, params: validParams });
    } else {
      cases.push({ label: 'unknown query keys', query: { ...asQuery(base), __proto__x: '1', 'a[b]': '<b>', current: '-1', size: '100000' }, params: validParams });
    }
    // Keep the first (valid) case; trim the rest to the budget.
    return { cases: [cases[0]!, ...always, ...pickSome(random, cases.slice(1), CASES_PER_ROUTE - 1 - always.length)], validDerived };
  }

  it('answers every route, every input, with and without a token, without a 5xx and inside the envelope', async () => {
    const random = seededRandom(SEED);
    const routes = collected.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD' && !SKIPPED.has(`${route.method} ${route.url}`));
    const unique = [...new Map(routes.map((route) => [`${route.method} ${route.url}`, route])).values()];
    expect(unique.length).toBeGreaterThan(250);

    const failures: string[] = [];
    const stats = { requests: 0, routes: unique.length, validDerived: 0, authRoutes: 0, operatorRoutes: 0, supplierRoutes: 0, moneyRefusals: 0, noToken400: 0, noToken401: 0, tokenRenewed: 0 };
    const callersOf = (route: CollectedRoute, name: string): Caller[] => [
      'customer',
      'anonymous',
      ...(operatorOnly.has(name) && !SKIPPED_AS_OPERATOR.has(name) ? (['operator'] as const) : []),
      ...(SUPPLIER_ROUTES.test(route.url) ? (['supplier'] as const) : []),
    ];
    const started = Date.now();

    for (const route of unique) {
      const name = `${route.method} ${route.url}`;
      const needsLogin = loginRequired.has(name) || route.hooks.includes('requireAuth') || route.hooks.includes('requireOperatorHook');
      if (needsLogin) stats.authRoutes += 1;
      const { cases, validDerived } = casesFor(route, random);
      if (validDerived) stats.validDerived += 1;

      const answers = await Promise.all(
        cases.flatMap((testCase) => callersOf(route, name).map(async (caller) => ({ testCase, caller, answer: await send(route.method, route.url, testCase, caller) }))),
      );
      stats.requests += answers.length;
      if (operatorOnly.has(name)) stats.operatorRoutes += 1;
      if (SUPPLIER_ROUTES.test(route.url)) stats.supplierRoutes += 1;
      for (const { testCase, caller, answer } of answers) {
        const withToken = caller !== 'anonymous';
        const where = `${name} [${testCase.label}] ${{ customer: 'with token', operator: 'as operator', supplier: 'as trailer supplier', anonymous: 'no token' }[caller]} → ${answer.status} ${answer.text.slice(0, 160)}`;
        if (answer.status >= 500) failures.push(`5xx: ${where}`);
        const blob = (NON_ENVELOPE_ROUTES.has(name) && answer.status === 200 && !answer.contentType.includes('json')) || (PAGE_ROUTES.has(name) && answer.contentType.includes('text/html'));
        if (!blob && !isEnvelope(answer.body)) failures.push(`not an envelope: ${where}`);
        if (isEnvelope(answer.body) && (answer.body as { code: number }).code === 0 && answer.status !== 200) failures.push(`code 0 with HTTP ${answer.status}: ${where}`);
        const refusal = isEnvelope(answer.body) && (answer.body as { code: number }).code !== 0;
        if (refusal && withToken && untranslated(answer.body)) failures.push(`message not in Chinese: ${where}`);
        if (refusal && !withToken && untranslatedIntoEnglish(answer.body)) failures.push(`message not in English: ${where}`);
        if (!withToken && needsLogin) {
          // Fastify validates before the auth preHandler runs, so malformed input may answer 400 first;
          // anything that passes the contract must be refused 401.
          if (answer.status === 400) stats.noToken400 += 1;
          else if (answer.status === 401) stats.noToken401 += 1;
          else if (answer.status !== 429 && answer.status !== 413 && answer.status !== 415) failures.push(`auth route answered without a token: ${where}`);
          if (testCase.valid && answer.status !== 401) failures.push(`valid input without a token not 401: ${where}`);
        }
        // The console's calls refuse a customer's token.
        if (testCase.valid && caller === 'customer' && operatorOnly.has(name) && answer.status !== 401 && answer.status !== 403) failures.push(`operator route answered a customer: ${where}`);
        if (caller === 'operator' && (answer.status === 401 || answer.status === 403)) failures.push(`operator route refused the administrator: ${where}`);
        if (caller === 'supplier' && (answer.status === 401 || answer.status === 403)) failures.push(`driver route refused the trailer supplier: ${where}`);
        if (testCase.valid && answer.status === 400) {
          const message = (answer.body as { msg?: string } | undefined)?.msg ?? '';
          if (MONEY_ROUTES.has(name) && withToken) {
            if (message.includes('Idempotency-Key')) stats.moneyRefusals += 1;
            else failures.push(`money call refused without naming Idempotency-Key: ${where}`);
          } else if (message.includes('Idempotency-Key')) {
            failures.push(`money route missing from MONEY_ROUTES: ${where}`);
          } else if (withToken || !needsLogin) {
            failures.push(`valid input answered 400: ${where}`);
          }
        }
      }
      // A call may end a session (it should not: the logouts are skipped); log in again so the run goes on, and say so.
      const alive = await testApp.app.inject({ method: 'GET', url: '/api/web/entUser/getUserInfo', headers: { authorization: `bearer ${token}` }, remoteAddress: nextIp() });
      if (alive.statusCode === 401) {
        failures.push(`the session ended after ${name}`);
        token = (await loginAs(testApp, CUSTOMER, DEMO_PASSWORD)).token;
        stats.tokenRenewed += 1;
      }
      const operatorAlive = await testApp.app.inject({ method: 'GET', url: '/api/ops/auth/me', headers: { authorization: `bearer ${opsToken}` }, remoteAddress: nextIp() });
      if (operatorAlive.statusCode === 401) {
        failures.push(`the operator's session ended after ${name}`);
        opsToken = await operatorToken(testApp, OPERATOR);
        stats.tokenRenewed += 1;
      }
    }
    process.stdout.write(`contract fuzzing: ${stats.requests} requests over ${stats.routes} routes in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `valid example derived for ${stats.validDerived}; ${stats.authRoutes} need a login (without a token: ${stats.noToken401}×401, ${stats.noToken400}×400 on malformed input), ` +
      `${stats.operatorRoutes} of them the console's (also sent as an administrator), ${stats.supplierRoutes} the trailer supplier's (also sent as one); ` +
      `money refusals naming Idempotency-Key: ${stats.moneyRefusals}; sessions renewed: ${stats.tokenRenewed}\n`);
    if (failures.length > 0) process.stdout.write(`${failures.map((failure) => failure.slice(0, 400)).join('\n')}\n`);
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
    expect(stats.validDerived).toBeGreaterThan(250);
    expect(stats.operatorRoutes).toBeGreaterThan(60);
    expect(stats.supplierRoutes).toBeGreaterThanOrEqual(4);
    // Every money call was reached with a valid body and refused for the missing key.
    expect(stats.moneyRefusals).toBe(MONEY_ROUTES.size);
  }, 300_000);
});
