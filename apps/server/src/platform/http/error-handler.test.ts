import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, ERROR_MESSAGES_EN, ERRORS } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import { requireAuth, userAccount } from '../../modules/auth';
import { tokenFor } from '../../testing/money';
import { createTestApp, type TestApp } from '../../testing/test-app';

const REQUEST_TIMEOUT_MS = 1500;

describe('API envelope and error handling', () => {
  let testApp: TestApp;
  let logged = '';
  let port: number | undefined;
  /** The app on a real socket, for what app.inject cannot show: the HTTP parser, timeouts, hang-ups. */
  const listeningPort = async () => {
    port ??= Number(new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' })).port);
    return port;
  };
  const loggedLines = () =>
    logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string }; reqId?: string });

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    testApp = await createTestApp({
      env: { HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
      logger: { level: 'info', stream: logStream },
      extraRoutes: async (api) => {
        api.get('/test/bug', async () => {
          throw new TypeError('secret internal detail: cannot read properties of undefined');
        });
        api.get('/test/bug-signed-in', { preHandler: requireAuth }, async () => {
          throw new TypeError('cannot read properties of undefined');
        });
        api.post('/test/echo', async (request) => ({ code: 0, msg: 'success', data: request.body }));
        api.post('/test/typed', { schema: { body: z.object({ count: z.number() }) } }, async () => ({ code: 0, msg: 'success', data: null }));
        api.get('/test/refused', async () => {
          throw new AppError('ORDER_SOLD_OUT', { msg: { zh: '20GP舱位不足（剩余3箱）', en: '20GP: not enough space (3 left)' }, field: 'containers' });
        });
        api.get('/test/refused-by-catalogue', async () => {
          throw new AppError('LOGIN_FAILED');
        });
      },
    });
  });
  afterAll(() => testApp.close());

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
    expect(response.json().msg).toContain('/api/no/such/call');
  });

  it('answers malformed JSON with a 400 envelope that names the problem', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"bkgNo": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
    expect(response.json().msg).toBe('请求错误：请求体不是有效的JSON');
  });

  it('gives Fastify’s own refusals of a body, and zod’s default messages, in Chinese', async () => {
    const send = (headers: Record<string, string>, payload: string) => testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });
    await expect(send({ 'content-type': 'application/json' }, '').then((answer) => answer.json())).resolves.toEqual({
      code: 400,
      msg: '请求错误：请求体为空，不是有效的JSON',
      data: null,
    });
    const xml = await send({ 'content-type': 'application/xml; charset=utf-8' }, '<a/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 415, msg: '不支持的请求格式：本接口不接受application/xml格式的请求体', data: null });
    const huge = await send({ 'content-type': 'application/json' }, JSON.stringify({ text: 'x'.repeat(1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 413, msg: '请求内容过大：请求体不能超过1024KB', data: null });

    // A wrong type where the contract gives no message of its own: zod's text, in Chinese.
    const wrongType = await testApp.app.inject({ method: 'POST', url: '/api/test/typed', payload: { count: 'twelve' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      code: 400,
      msg: '请求错误：count: 无效输入：期望 数字，实际接收 string',
      data: { fields: [{ field: 'count', message: '无效输入：期望 数字，实际接收 string' }] },
    });
  });

  it('words its answers in English for a caller whose Accept-Language prefers English, and in Chinese otherwise', async () => {
    const ask = async (url: string, acceptLanguage?: string, payload?: string) => {
      const headers = { ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) };
      const answer = await testApp.app.inject({ method: payload ? 'POST' : 'GET', url, headers, ...(payload ? { payload } : {}) });
      return answer.json() as { code: number; msg: string; data: unknown };
    };
    const english = 'en-US,en;q=0.9';
    await expect(ask('/api/test/refused', english)).resolves.toEqual({ code: ERRORS.ORDER_SOLD_OUT.code, msg: '20GP: not enough space (3 left)', data: { field: 'containers' } });
    await expect(ask('/api/test/refused-by-catalogue', english)).resolves.toMatchObject({ code: 3001, msg: ERROR_MESSAGES_EN.LOGIN_FAILED });
    await expect(ask('/api/no/such/call', english)).resolves.toMatchObject({ code: 404, msg: 'The requested resource does not exist: GET /api/no/such/call' });
    await expect(ask('/api/test/echo', english, '{"bkgNo": ')).resolves.toMatchObject({ code: 400, msg: 'Bad request: the request body is not valid JSON' });
    await expect(ask('/api/test/bug', english)).resolves.toMatchObject({ code: 500, msg: 'Server error' });

    // A browser set to Chinese first, and a caller that names no language, read the spec's Chinese.
    for (const chinese of ['zh-CN,zh;q=0.9,en;q=0.8', undefined]) {
      await expect(ask('/api/test/refused', chinese)).resolves.toMatchObject({ msg: '20GP舱位不足（剩余3箱）' });
      await expect(ask('/api/test/refused-by-catalogue', chinese)).resolves.toMatchObject({ msg: '用户名或密码错误' });
      await expect(ask('/api/no/such/call', chinese)).resolves.toMatchObject({ msg: '请求的资源不存在：GET /api/no/such/call' });
      await expect(ask('/api/test/bug', chinese)).resolves.toMatchObject({ msg: '服务器错误' });
    }
  });

  it('lists the field problems of a bad body in English for an English caller, and in the contracts’ Chinese otherwise', async () => {
    const post = async (url: string, payload: unknown, acceptLanguage?: string) => {
      const answer = await testApp.app.inject({ method: 'POST', url, payload: payload as object, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect(answer.statusCode).toBe(400);
      return answer.json() as { code: number; msg: string; data: { fields: Array<{ field: string; message: string }> } };
    };
    const english = 'en-US,en;q=0.9';

    // A new address without its label or contact (validation comes before the token, so none is needed here).
    const address = await post('/api/web/entUserAddress/addUserAddress', { addressType: 'L', label: '', contactName: '', mobile: '13800000000' }, english);
    expect(address.data.fields).toEqual(
      expect.arrayContaining([
        { field: 'label', message: 'Please enter the label' },
        { field: 'contactName', message: 'Please enter the contact person' },
      ]),
    );
    expect(address.msg).toMatch(/^Bad request: .*label: Please enter the label/);
    expect(address.msg).not.toMatch(/\p{Script=Han}/u);

    // An operator's voyage: messages the helpers compose from a field's label.
    const voyage = await post('/api/ops/product/voyages', { carrierCode: '', svcLoopAbbrv: 'A B', vesselCode: 'V1', voyageNo: '1', portCalls: [] }, english);
    expect(voyage.data.fields).toEqual(
      expect.arrayContaining([
        { field: 'carrierCode', message: 'Please fill in the carrier' },
        { field: 'svcLoopAbbrv', message: 'The service loop code may contain only letters, digits, underscores or hyphens' },
        { field: 'portCalls', message: 'At least two ports of call' },
      ]),
    );

    // Where the contract has no words of its own, zod's English, without the input it was not given.
    await expect(post('/api/test/typed', { count: 'twelve' }, english)).resolves.toEqual({
      code: 400,
      msg: 'Bad request: count: Invalid input: expected number',
      data: { fields: [{ field: 'count', message: 'Invalid input: expected number' }] },
    });

    // Chinese pages and callers that name no language read the spec's words, as before.
    for (const chinese of ['zh-CN,zh;q=0.9,en;q=0.8', undefined]) {
      const chineseAddress = await post('/api/web/entUserAddress/addUserAddress', { addressType: 'L', label: '', contactName: '', mobile: '13800000000' }, chinese);
      expect(chineseAddress.data.fields).toEqual(expect.arrayContaining([{ field: 'label', message: '请输入标签' }]));
      expect(chineseAddress.msg).toMatch(/^请求错误：/);
    }
  });

  it('answers an unexpected bug with a generic 500 and keeps the stack in the log only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: '服务器错误', data: null });
    expect(response.body).not.toContain('secret internal detail');
    expect(logged).toContain('secret internal detail');
    expect(logged).toContain('error-handler.test.ts');
  });

  it('names a server failure by an id in its answer’s X-Request-Id, which its log line carries with the call and the caller', async () => {
    const token = await tokenFor(testApp, 'demo_ent');
    const linesBefore = loggedLines().length;
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/bug-signed-in?orderNo=PAN1', headers: { authorization: `bearer ${token}` } });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    const line = loggedLines()
      .slice(linesBefore)
      .find((entry) => entry.msg === 'unhandled error');
    const [demoEnt] = await testApp.database.db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.logonId, 'demo_ent'));
    expect(line).toMatchObject({ level: 50, reqId: requestId, req: { method: 'GET', url: '/api/test/bug-signed-in?orderNo=PAN1' }, userId: demoEnt!.id });
    // A business refusal or a client's mistake needs no id: its words say what to do.
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/test/typed', payload: { count: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toBeUndefined();
  });

  it('sends OWASP’s REST security headers on API answers, and helmet’s document set elsewhere', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['strict-transport-security']).toContain('max-age=');
    expect(api.headers['x-ratelimit-limit']).toBeUndefined();
    // A refusal is answered with the same headers.
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/web/entUser/getUserInfo' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");

    const page = await testApp.app.inject({ method: 'GET', url: '/orderManagementIndex' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    // Over plain HTTP at an office-network name it would send every script and style to https: (no TLS there).
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a request the HTTP parser rejects (raw non-ASCII URL) with the 400 envelope', async () => {
    const port = await listeningPort();
    const raw = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(Buffer.from('GET /api/web/product/portFacility/getByNameLike?name=上海 HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'));
      });
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 400, msg: '请求错误：无法解析的HTTP请求', data: null });
  });

  it('answers headers over Node’s 16 KB (cookies piled up by other sites of the domain) with 431 and what to do', async () => {
    const port = await listeningPort();
    const raw = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/web/entUser/getUserInfo HTTP/1.1\r\nHost: x\r\nCookie: sso=${'a'.repeat(20 * 1024)}\r\n\r\n`);
      });
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 431, msg: '请求头过大：请清除本站的Cookie后重试', data: null });

    // A page the browser navigates to gets the same words as HTML: the envelope would show as raw JSON.
    const page = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /orderManagementIndex HTTP/1.1\r\nHost: x\r\nCookie: sso=${'a'.repeat(20 * 1024)}\r\n\r\n`);
      });
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(page).toMatch(/^HTTP\/1\.1 431 /);
    expect(page).toContain('Content-Type: text/html; charset=utf-8');
    expect(page).toContain('<title>请求头过大</title>');
    expect(page).toContain('<h1>请求头过大</h1><p>请清除本站的Cookie后重试</p>');
  });

  it('answers a path the router cannot decode (a broken %-escape) with the 400 envelope and the security headers', async () => {
    for (const url of ['/api/web/entUser/getUserInfo%', '/api/web/product/%E0%A4%A', '/orderManagementIndex%ZZ']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.headers['content-type'], url).toContain('application/json');
      expect(answer.json(), url).toEqual({ code: 400, msg: '请求错误：请求地址含有无效的%编码', data: null });
      // The router answers before any hook: the headers are set by the answer itself, by the same rule.
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBeDefined();
      if (url.startsWith('/api/')) expect(answer.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      else expect(answer.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('answers a client that trickles its body past HTTP_REQUEST_TIMEOUT_MS with the 408 envelope and closes the connection', async () => {
    const port = await listeningPort();
    const started = Date.now();
    const answer = await new Promise<{ raw: string; closedAfterMs: number }>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/test/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      });
      // One byte every 200 ms: the connection is never idle, the request never complete.
      const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
      const giveUp = setTimeout(() => socket.destroy(), 10_000);
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => {
        clearInterval(trickle);
        clearTimeout(giveUp);
        resolve({ raw: received, closedAfterMs: Date.now() - started });
      });
      socket.on('error', reject);
    });
    expect(answer.raw, 'an answer before the connection closed').toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.raw.slice(answer.raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 408, msg: '请求超时：请求未能及时发送完整，请检查网络后重试', data: null });
    // Node looks for late requests every tenth of the limit.
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 2);
  });

  it('logs a client hanging up halfway through its body as a normal event, not as a database outage', async () => {
    const port = await listeningPort();
    const linesBefore = loggedLines().length;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/test/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text": "half');
        // The server is reading the body when the client goes (a phone losing its signal).
        setTimeout(() => socket.destroy(), 200);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await expect.poll(() => loggedLines().slice(linesBefore).map((line) => line.msg), { timeout: 2000 }).toContain('client closed the connection before its request arrived');
    const lines = loggedLines().slice(linesBefore);
    expect(lines.find((line) => line.msg === 'client closed the connection before its request arrived')).toMatchObject({ level: 30, err: { message: 'aborted' } });
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
