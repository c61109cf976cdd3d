import crypto from 'node:crypto';
import {
  AppError,
  EMAIL_CODE_KINDS,
  ERROR_MESSAGES_EN,
  ERRORS,
  labelOf,
  SMS_CODE_KINDS,
  VERIFICATION_CODE_COUNTDOWN_SECONDS,
  valuesOf,
} from '@coastbook/domain';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { ServerKeys } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db/client';
import { storingOutboxTransport, type OutboxChannel, type OutboxTransport } from '../../platform/outbox';
import { verificationCode } from './verification.tables';

/** A code is valid this long after it is sent (issue 3: 5 minutes). */
export const CODE_TTL_SECONDS = 300;
/** One send per phone / e-mail per this many seconds: the button's countdown (000 §4.5). */
export const CODE_RESEND_INTERVAL_SECONDS = VERIFICATION_CODE_COUNTDOWN_SECONDS;
/** Wrong tries a code survives; the 5th wrong try kills it. */
export const CODE_MAX_WRONG_TRIES = 5;
const CODE_DIGITS = 6;

export type CodeChannel = OutboxChannel;

type DailyLimits = Pick<Config, 'VERIFICATION_CODE_DAILY_LIMIT_PER_TARGET' | 'VERIFICATION_CODE_DAILY_LIMIT_PER_IP'>;

/**
 * The purpose as stored: the SMS_CODE_KINDS / EMAIL_CODE_KINDS value. Other areas may write it in lower
 * case or with hyphens ('login', 'password-back'). An unknown purpose is a programming error.
 */
export function normalisePurpose(channel: CodeChannel, purpose: string): string {
  const value = purpose.trim().toUpperCase().replace(/-/g, '_');
  const known: readonly string[] = channel === 'sms' ? valuesOf(SMS_CODE_KINDS) : valuesOf(EMAIL_CODE_KINDS);
  if (!known.includes(value)) throw new Error(`unknown ${channel} verification-code purpose: ${purpose}`);
  return value;
}

function purposeLabel(channel: CodeChannel, purpose: string): string {
  return channel === 'sms' ? labelOf(SMS_CODE_KINDS, purpose) : labelOf(EMAIL_CODE_KINDS, purpose);
}

function normaliseTarget(channel: CodeChannel, target: string): string {
  return channel === 'email' ? target.trim().toLowerCase() : target.trim();
}

function hashCode(keys: ServerKeys, codeId: string, code: string): string {
  return keys.fieldCipher.lookupHash(`verification-code:${codeId}:${code.trim()}`);
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Start of today in China (the daily caps reset at Beijing midnight), as a SQL expression. */
const CHINA_DAY_START = sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')`;

function messageFor(channel: CodeChannel, purpose: string, code: string): { subject: string; body: string } {
  const label = purposeLabel(channel, purpose);
  const minutes = CODE_TTL_SECONDS / 60;
  if (channel === 'sms') {
    return {
      subject: `${label}验证码`,
      body: `【CoastBook】您的${label}验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。如非本人操作，请忽略本短信。`,
    };
  }
  return {
    subject: `CoastBook ${label}验证码`,
    body: `您好！您的${label}验证码为：${code}\n验证码${minutes}分钟内有效，请勿泄露给他人。\n如非本人操作，请忽略本邮件。\n\nCoastBook 内贸集装箱在线订舱`,
  };
}

/**
 * Sends a new code for (channel, target, purpose) through the outbox transport, after the limits:
 * one send per target per 60 s ('验证码请求过于频繁,<seconds left>', 000 §4.5), a daily cap per target
 * and per client IP. Sends for one target are serialised by an advisory lock, so two concurrent
 * requests cannot both pass the 60 s rule. Who may receive a code for which purpose (registered or
 * not, slide puzzle or logged in) is the caller's business.
 */
export async function sendVerificationCode(options: {
  db: Db;
  keys: ServerKeys;
  config: DailyLimits;
  channel: CodeChannel;
  target: string;
  purpose: string;
  clientIp: string;
  transport?: OutboxTransport;
}): Promise<{ expiresIn: number; resendAfter: number }> {
  const { db, keys, config, channel, clientIp, transport = storingOutboxTransport } = options;
  const target = normaliseTarget(channel, options.target);
  const purpose = normalisePurpose(channel, options.purpose);
  const targetHash = keys.fieldCipher.lookupHash(target);

  const refusal = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification-code:${channel}:${targetHash}`}))`);
    const [last] = await tx
      .select({
        secondsLeft: sql<number>`ceil(extract(epoch from (${verificationCode.createdAt} + make_interval(secs => ${CODE_RESEND_INTERVAL_SECONDS}) - now())))::int`,
      })
      .from(verificationCode)
      .where(and(eq(verificationCode.channel, channel), eq(verificationCode.targetHash, targetHash)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    if (last && last.secondsLeft > 0) return { key: 'CODE_SEND_TOO_FREQUENT' as const, secondsLeft: last.secondsLeft };

    const [targetToday] = await tx
      .select({ sent: count() })
      .from(verificationCode)
      .where(and(eq(verificationCode.channel, channel), eq(verificationCode.targetHash, targetHash), gte(verificationCode.createdAt, CHINA_DAY_START)));
    if ((targetToday?.sent ?? 0) >= config.VERIFICATION_CODE_DAILY_LIMIT_PER_TARGET) return { key: 'CODE_DAILY_LIMIT_TARGET' as const };
    const [ipToday] = await tx
      .select({ sent: count() })
      .from(verificationCode)
      .where(and(eq(verificationCode.clientIp, clientIp), gte(verificationCode.createdAt, CHINA_DAY_START)));
    if ((ipToday?.sent ?? 0) >= config.VERIFICATION_CODE_DAILY_LIMIT_PER_IP) return { key: 'CODE_DAILY_LIMIT_IP' as const };

    const code = crypto.randomInt(0, 10 ** CODE_DIGITS).toString().padStart(CODE_DIGITS, '0');
    const id = crypto.randomUUID();
    await tx.insert(verificationCode).values({
      id,
      channel,
      targetHash,
      purpose,
      codeHash: hashCode(keys, id, code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      clientIp,
    });
    await transport.send({ db: tx, fieldCipher: keys.fieldCipher, message: { channel, target, purpose, ...messageFor(channel, purpose, code) } });
    return undefined;
  });

  if (refusal?.key === 'CODE_SEND_TOO_FREQUENT') {
    throw new AppError('CODE_SEND_TOO_FREQUENT', {
      // '<message>,<seconds left>' in both languages: the web resumes its countdown from the number after the comma.
      msg: {
        zh: `${ERRORS.CODE_SEND_TOO_FREQUENT.msg},${refusal.secondsLeft}`,
        en: `${ERROR_MESSAGES_EN.CODE_SEND_TOO_FREQUENT},${refusal.secondsLeft}`,
      },
      data: { remainingSeconds: refusal.secondsLeft },
    });
  }
  if (refusal) throw new AppError(refusal.key);
  return { expiresIn: CODE_TTL_SECONDS, resendAfter: CODE_RESEND_INTERVAL_SECONDS };
}

type CodeOutcome = 'ok' | 'expired' | 'wrong' | 'too-many';

/**
 * Judges a code against the live one (the newest sent for this channel, target and purpose) and,
 * when `spend` is set and it matches, marks it used. A wrong answer is counted in the same
 * transaction; the refusal is thrown only after it committed.
 */
async function judgeCode(options: {
  db: DbOrTx;
  keys: ServerKeys;
  channel: CodeChannel;
  target: string;
  purpose: string;
  code: string;
  spend: boolean;
}): Promise<void> {
  const { db, keys, channel, code, spend } = options;
  const targetHash = keys.fieldCipher.lookupHash(normaliseTarget(channel, options.target));
  const purpose = normalisePurpose(channel, options.purpose);

  const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
    const [live] = await tx
      .select({
        id: verificationCode.id,
        codeHash: verificationCode.codeHash,
        attempts: verificationCode.attempts,
        isUsable: sql<boolean>`${verificationCode.consumedAt} IS NULL AND ${verificationCode.expiresAt} > now()`,
      })
      .from(verificationCode)
      .where(and(eq(verificationCode.channel, channel), eq(verificationCode.targetHash, targetHash), eq(verificationCode.purpose, purpose)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1)
      .for('update');
    if (!live || !live.isUsable) return 'expired';
    if (live.attempts >= CODE_MAX_WRONG_TRIES) return 'too-many';
    if (!sameHash(live.codeHash, hashCode(keys, live.id, code))) {
      const attempts = live.attempts + 1;
      await tx.update(verificationCode).set({ attempts }).where(eq(verificationCode.id, live.id));
      return attempts >= CODE_MAX_WRONG_TRIES ? 'too-many' : 'wrong';
    }
    if (spend) await tx.update(verificationCode).set({ consumedAt: sql`now()` }).where(eq(verificationCode.id, live.id));
    return 'ok';
  });

  if (outcome === 'expired') throw new AppError('CODE_EXPIRED', { field: 'code' });
  if (outcome === 'too-many') throw new AppError('CODE_TOO_MANY_ATTEMPTS', { field: 'code' });
  if (outcome === 'wrong') throw new AppError('CODE_WRONG', { field: 'code' });
}

/**
 * Spends the SMS code sent to `phone` for `purpose` (e.g. 'LOGIN'; lower case works too). Throws
 * AppError '验证码错误' (wrong; counted), '验证码已失效，请重新获取' (none, expired or used) or
 * '验证码错误次数过多，请重新获取' (5 wrong tries).
 *
 * Pass the root `db`, not a transaction you will roll back on the refusal: the wrong try is written
 * before the error is thrown and must stay written, or the 5-try limit would never be reached.
 */
export async function consumeSmsCode(options: { db: DbOrTx; keys: ServerKeys; phone: string; purpose: string; code: string }): Promise<void> {
  await judgeCode({ db: options.db, keys: options.keys, channel: 'sms', target: options.phone, purpose: options.purpose, code: options.code, spend: true });
}

/** As consumeSmsCode, for the e-mail code sent to `email` (compared lower-cased). */
export async function consumeEmailCode(options: { db: DbOrTx; keys: ServerKeys; email: string; purpose: string; code: string }): Promise<void> {
  await judgeCode({ db: options.db, keys: options.keys, channel: 'email', target: options.email, purpose: options.purpose, code: options.code, spend: true });
}

/** checkPhoneCode: is it the live code? Not spent; a wrong answer counts as a try. Throws as consumeSmsCode. */
export async function checkSmsCode(options: { db: DbOrTx; keys: ServerKeys; phone: string; purpose: string; code: string }): Promise<void> {
  await judgeCode({ db: options.db, keys: options.keys, channel: 'sms', target: options.phone, purpose: options.purpose, code: options.code, spend: false });
}
