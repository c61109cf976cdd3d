import { isTooFrequentCodeRequest, parseCodeSendRefusal } from '@coastbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessage } from '../../platform/outbox';
import { callApi, emailCodeFor, freshIp, latestCodeFor, smsCodeFor, solveSlidePuzzle } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { consumeEmailCode, consumeSmsCode } from './index';
import { verificationCode } from './verification.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

let phoneCounter = 0;
/** A mobile number no account uses and no other test touched. */
const freshPhone = () => `1390000${String(++phoneCounter).padStart(4, '0')}`;

const sendPhoneCode = async (phone: string, purpose = 'REGISTER', ip = freshIp()) =>
  callApi<{ expiresIn: number; resendAfter: number; remainingSeconds?: number }>(testApp, 'POST', 'web/commonUrl/phoneCode', {
    body: { phone, smsCode: purpose, slideKey: await solveSlidePuzzle(testApp) },
    ip,
  });

const consume = (phone: string, code: string, purpose = 'REGISTER') =>
  consumeSmsCode({ db: testApp.database.db, keys: testApp.app.keys, phone, purpose, code }).then(
    () => 'ok',
    (error: Error) => error.message,
  );

/** Moves every code of a phone `seconds` further back in time. */
async function ageCodes(phone: string, seconds: number) {
  await testApp.database.db
    .update(verificationCode)
    .set({ createdAt: sql`${verificationCode.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCode.targetHash, testApp.app.keys.fieldCipher.lookupHash(phone)));
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/**
 * The daily-cap test needs ten sends "today" each more than 60 s apart, which cannot exist in the
 * first minute of a Beijing day (16:00 UTC), nor if the test runs across it: there it waits until
 * 90 s past midnight.
 */
async function clearOfChinaMidnight() {
  const sinceMidnight = (Date.now() + CHINA_OFFSET_MS) % DAY_MS;
  const untilSafe = sinceMidnight < 90_000 ? 90_000 - sinceMidnight : sinceMidnight > DAY_MS - 30_000 ? DAY_MS - sinceMidnight + 90_000 : 0;
  if (untilSafe > 0) await new Promise((resolve) => setTimeout(resolve, untilSafe));
}

describe('POST web/commonUrl/phoneCode', () => {
  it('sends a 6-digit code through the outbox, stored only as hashes, valid 5 minutes', async () => {
    const phone = freshPhone();
    const answer = await sendPhoneCode(phone);
    expect(answer.body).toEqual({ code: 0, msg: 'success', data: { expiresIn: 300, resendAfter: 60 } });
    const code = await latestCodeFor(testApp, phone);
    expect(code).toMatch(/^\d{6}$/);

    const [row] = await testApp.database.db.select().from(verificationCode).where(eq(verificationCode.targetHash, testApp.app.keys.fieldCipher.lookupHash(phone)));
    expect(row).toMatchObject({ channel: 'sms', purpose: 'REGISTER', attempts: 0, consumedAt: null });
    expect(JSON.stringify(row)).not.toContain(phone);
    expect(JSON.stringify(row)).not.toContain(code);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000).toBeCloseTo(300, 0);

    const [message] = await testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.targetHash, testApp.app.keys.fieldCipher.lookupHash(phone)));
    expect(message).toMatchObject({ channel: 'sms', purpose: 'REGISTER', transport: 'outbox', targetMasked: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    expect(message!.targetEncrypted).not.toContain(phone);
    expect(message!.body).toContain('注册');
  });

  it('needs a passed, unused slide puzzle', async () => {
    const phone = freshPhone();
    const noSlide = await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone, smsCode: 'REGISTER', slideKey: 'made-up' } });
    expect(noSlide.body).toMatchObject({ code: 3052, msg: '请先完成滑块验证' });
    const slideKey = await solveSlidePuzzle(testApp);
    expect((await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone, smsCode: 'REGISTER', slideKey } })).body.code).toBe(0);
    const reused = await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone: freshPhone(), smsCode: 'REGISTER', slideKey } });
    expect(reused.body.code).toBe(3052);
  });

  it('refuses a resend within 60 s with the seconds left after a comma, as the client parses it (000 §4.5)', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    await ageCodes(phone, 15);
    const again = await sendPhoneCode(phone);
    expect(again.body.code).toBe(3053);
    expect(again.body.msg).toMatch(/^验证码请求过于频繁,\d+$/);
    const parsed = parseCodeSendRefusal(again.body.msg);
    expect(parsed.message).toBe('验证码请求过于频繁');
    expect(parsed.remainingSeconds).toBeGreaterThanOrEqual(44);
    expect(parsed.remainingSeconds).toBeLessThanOrEqual(45);
    expect(isTooFrequentCodeRequest(again.body.msg)).toBe(true);
    expect(again.body.data).toEqual({ remainingSeconds: parsed.remainingSeconds });

    await ageCodes(phone, 46);
    expect((await sendPhoneCode(phone)).body.code).toBe(0);
  });

  it('words the resend refusal in English for an English page, the seconds left still after the comma', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    await ageCodes(phone, 15);
    const resend = async (acceptLanguage?: string) => {
      const body = { phone, smsCode: 'REGISTER', slideKey: await solveSlidePuzzle(testApp) };
      return (await callApi<{ remainingSeconds: number }>(testApp, 'POST', 'web/commonUrl/phoneCode', { body, ...(acceptLanguage ? { acceptLanguage } : {}) })).body;
    };
    const english = await resend('en-US,en;q=0.9,zh-CN;q=0.8');
    expect(english.code).toBe(3053);
    expect(english.msg).toMatch(/^Verification code requested too often,\d+$/);
    const parsed = parseCodeSendRefusal(english.msg);
    expect(parsed.message).toBe('Verification code requested too often');
    expect(parsed.remainingSeconds).toBeGreaterThanOrEqual(44);
    expect(parsed.remainingSeconds).toBeLessThanOrEqual(45);
    expect(english.data).toEqual({ remainingSeconds: parsed.remainingSeconds });

    const chinese = await resend();
    expect(chinese.code).toBe(3053);
    expect(parseCodeSendRefusal(chinese.msg).message).toBe('验证码请求过于频繁');
  });

  it('caps one phone at 10 codes per day and one IP at 50', async () => {
    await clearOfChinaMidnight();
    const phone = freshPhone();
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await sendPhoneCode(phone)).body.code, `send ${sent + 1}`).toBe(0);
      // Clear of the 60 s rule, still today.
      await testApp.database.db
        .update(verificationCode)
        .set({ createdAt: sql`now() - interval '61 seconds'` })
        .where(eq(verificationCode.targetHash, testApp.app.keys.fieldCipher.lookupHash(phone)));
    }
    expect((await sendPhoneCode(phone)).body).toMatchObject({ code: 3054, msg: '今日获取验证码次数已达上限，请明天再试' });

    // 49 earlier sends from one IP today (written directly), then the 50th passes and the 51st is refused.
    const ip = freshIp();
    await testApp.database.db.insert(verificationCode).values(
      Array.from({ length: 49 }, (_, index) => ({
        id: crypto.randomUUID(),
        channel: 'sms',
        targetHash: `elsewhere-${index}`,
        purpose: 'REGISTER',
        codeHash: 'x',
        expiresAt: new Date(),
        clientIp: ip,
        createdAt: sql`now() - interval '1 minute'`,
      })),
    );
    expect((await sendPhoneCode(freshPhone(), 'REGISTER', ip)).body.code).toBe(0);
    expect((await sendPhoneCode(freshPhone(), 'REGISTER', ip)).body).toMatchObject({ code: 3055, msg: '当前网络今日获取验证码次数过多，请明天再试' });
  }, 180_000);

  it('sends register codes only to free numbers and login / password codes only to registered ones', async () => {
    const registered = '13800000001';
    const taken = await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone: registered, smsCode: 'REGISTER', slideKey: await solveSlidePuzzle(testApp) } });
    expect(taken.body).toMatchObject({ code: 3101, msg: '手机号已注册' });
    const unknown = await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone: freshPhone(), smsCode: 'LOGIN', slideKey: await solveSlidePuzzle(testApp) } });
    expect(unknown.body).toMatchObject({ code: 3005, msg: '该手机号未注册' });
    expect(await smsCodeFor(testApp, registered, 'LOGIN')).toMatch(/^\d{6}$/);
  });

  it('limits code requests per IP per minute more tightly than the API (20 a minute)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let call = 0; call < 21; call += 1) {
      const answer = await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone: freshPhone(), smsCode: 'REGISTER', slideKey: 'none' }, ip });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers malformed input with the 400 envelope naming the field', async () => {
    const answer = await callApi(testApp, 'POST', 'web/commonUrl/phoneCode', { body: { phone: '12345', smsCode: 'NOPE', slideKey: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('phone: 请输入有效的手机号码');
    expect(answer.body.msg).toContain('smsCode');
  });
});

describe('spending an SMS code', () => {
  it('is single use, and takes the purpose in any case', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    const code = await latestCodeFor(testApp, phone);
    expect(await consume(phone, code, 'register')).toBe('ok');
    expect(await consume(phone, code)).toBe('验证码已失效，请重新获取');
  });

  it('is bound to its purpose, and only the newest code counts', async () => {
    const phone = '13800000002';
    const first = await smsCodeFor(testApp, phone, 'LOGIN');
    expect(await consume(phone, first, 'PASSWORD_BACK')).toBe('验证码已失效，请重新获取');
    await ageCodes(phone, 61);
    const second = await smsCodeFor(testApp, phone, 'LOGIN');
    if (first !== second) expect(await consume(phone, first, 'LOGIN')).toBe('验证码错误');
    expect(await consume(phone, second, 'LOGIN')).toBe('ok');
  });

  it('expires after 5 minutes', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    const code = await latestCodeFor(testApp, phone);
    await testApp.database.db
      .update(verificationCode)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCode.targetHash, testApp.app.keys.fieldCipher.lookupHash(phone)));
    expect(await consume(phone, code)).toBe('验证码已失效，请重新获取');
  });

  it('dies at the 5th wrong try, even for the right code afterwards', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    const code = await latestCodeFor(testApp, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) expect(await consume(phone, wrong)).toBe('验证码错误');
    expect(await consume(phone, wrong)).toBe('验证码错误次数过多，请重新获取');
    expect(await consume(phone, code)).toBe('验证码错误次数过多，请重新获取');
  });

  it('checkPhoneCode checks without spending, and a wrong answer counts as a try', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    const code = await latestCodeFor(testApp, phone);
    const check = (value: string) => callApi(testApp, 'POST', 'web/commonUrl/checkPhoneCode', { body: { phone, code: value, purpose: 'REGISTER' } });
    expect((await check(code)).body).toMatchObject({ code: 0, data: true });
    expect((await check(code)).body.code).toBe(0);
    expect((await check(code === '000000' ? '111111' : '000000')).body).toMatchObject({ code: 3056, msg: '验证码错误' });
    const [row] = await testApp.database.db
      .select({ attempts: verificationCode.attempts })
      .from(verificationCode)
      .where(and(eq(verificationCode.targetHash, testApp.app.keys.fieldCipher.lookupHash(phone))));
    expect(row?.attempts).toBe(1);
    expect(await consume(phone, code)).toBe('ok');
  });
});

describe('POST web/commonUrl/sendEmailCode', () => {
  it('lower-cases the address and sends a code that consumeEmailCode spends once', async () => {
    const answer = await callApi(testApp, 'POST', 'web/commonUrl/sendEmailCode', {
      body: { email: '  New.User@Example.COM ', emailCodeType: 'REGISTER', slideKey: await solveSlidePuzzle(testApp) },
    });
    expect(answer.body.code).toBe(0);
    const code = await latestCodeFor(testApp, 'new.user@example.com');
    const spend = () =>
      consumeEmailCode({ db: testApp.database.db, keys: testApp.app.keys, email: 'NEW.USER@example.com', purpose: 'REGISTER', code }).then(
        () => 'ok',
        (error: Error) => error.message,
      );
    expect(await spend()).toBe('ok');
    expect(await spend()).toBe('验证码已失效，请重新获取');
  });

  it('sends password-back codes only to bound addresses and register codes only to free ones', async () => {
    expect(await emailCodeFor(testApp, 'demo_ent@coastbook.example', 'PASSWORD_BACK')).toMatch(/^\d{6}$/);
    const unbound = await callApi(testApp, 'POST', 'web/commonUrl/sendEmailCode', {
      body: { email: 'nobody@example.com', emailCodeType: 'PASSWORD_BACK', slideKey: await solveSlidePuzzle(testApp) },
    });
    expect(unbound.body).toMatchObject({ code: 3103, msg: '该邮箱未绑定账号' });
    const taken = await callApi(testApp, 'POST', 'web/commonUrl/sendEmailCode', {
      body: { email: 'demo_sub@coastbook.example', emailCodeType: 'REGISTER', slideKey: await solveSlidePuzzle(testApp) },
    });
    expect(taken.body).toMatchObject({ code: 3102 });
  });

  it('refuses a malformed address naming the field', async () => {
    const answer = await callApi(testApp, 'POST', 'web/commonUrl/sendEmailCode', { body: { email: 'not-an-email', emailCodeType: 'REGISTER', slideKey: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('email: 邮箱地址不正确');
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists sent messages newest first with the recipient masked, paged', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    const page = await callApi<{ records: Array<{ targetMasked: string; purpose: string; body: string; createdAt: string; channel: string }>; total: number; current: number; size: number }>(
      testApp,
      'GET',
      'dev/outbox',
      { query: { current: '1', size: '5' } },
    );
    expect(page.body.code).toBe(0);
    expect(page.body.data.size).toBe(5);
    expect(page.body.data.records.length).toBeLessThanOrEqual(5);
    expect(page.body.data.total).toBeGreaterThan(5);
    const newest = page.body.data.records[0]!;
    expect(newest).toMatchObject({ channel: 'sms', purpose: 'REGISTER', targetMasked: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    expect(newest.body).toMatch(/\d{6}/);
    const times = page.body.data.records.map((record) => Date.parse(record.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(page.body)).not.toContain(phone);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(404);
    } finally {
      await production.close();
    }
  });
});
