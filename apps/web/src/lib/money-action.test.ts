import { describe, expect, it } from 'vitest';
import { ApiError, INSECURE_PAGE_CODE, NO_RESPONSE_CODE } from '../api/transport';
import { createMoneyAction, isOutcomeUnknown } from './money-action';

const lost = new ApiError({ code: NO_RESPONSE_CODE, msg: '网络连接异常' });
const timedOut = new ApiError({ code: 408, msg: '请求超时' });
const serverFailed = new ApiError({ code: 503, msg: '服务暂不可用', httpStatus: 503 });
const refused = new ApiError({ code: 7401, msg: '提现金额不能超过可用余额', httpStatus: 200 });
const invalid = new ApiError({ code: 400, msg: '请求错误', httpStatus: 400 });
const notSent = new ApiError({ code: INSECURE_PAGE_CODE, msg: '当前页面不安全，无法加密密码' });

function numberedKeys() {
  let made = 0;
  return () => `key-${(made += 1)}`;
}

/** Sends `action` once, answering with `outcome` (an error to throw, or a result), and returns the key used. */
async function press(money: ReturnType<typeof createMoneyAction>, action: unknown, outcome: unknown = 'done'): Promise<string> {
  let used = '';
  await money
    .send(action, async (key) => {
      used = key;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    })
    .catch(() => undefined);
  return used;
}

describe('money action keys', () => {
  it('tells an unknown outcome (no answer, timeout, 5xx) from an answer that says what happened', () => {
    expect([lost, timedOut, serverFailed].map(isOutcomeUnknown)).toEqual([true, true, true]);
    expect([refused, invalid, notSent, new Error('not sent')].map(isOutcomeUnknown)).toEqual([false, false, false, false]);
  });

  it('sends the same action again under its key while the last try has no known outcome', async () => {
    const money = createMoneyAction(numberedKeys());
    const withdrawal = { amountFen: 50_000 };
    expect(await press(money, withdrawal, lost)).toBe('key-1');
    expect(await press(money, withdrawal, timedOut)).toBe('key-1');
    expect(await press(money, withdrawal, serverFailed)).toBe('key-1');
    expect(await press(money, withdrawal)).toBe('key-1');
    // Answered: the next press is a new withdrawal.
    expect(await press(money, withdrawal)).toBe('key-2');
  });

  it('makes a new key after a refusal, and for another action', async () => {
    const money = createMoneyAction(numberedKeys());
    expect(await press(money, { amountFen: 50_000 }, refused)).toBe('key-1');
    expect(await press(money, { amountFen: 50_000 })).toBe('key-2');
    expect(await press(money, { amountFen: 50_000 }, lost)).toBe('key-3');
    expect(await press(money, { amountFen: 40_000 }, invalid)).toBe('key-4');
    expect(await press(money, { amountFen: 50_000 })).toBe('key-5');
  });

  it('passes the answer and the error through', async () => {
    const money = createMoneyAction(numberedKeys());
    await expect(money.send({ id: 1 }, async () => 'paid')).resolves.toBe('paid');
    await expect(money.send({ id: 1 }, async () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
