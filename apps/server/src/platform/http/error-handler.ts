import { AppError, catalogueMessageIn, ERROR_MESSAGES_EN, ERRORS, type BilingualText, type ErrorKey, type Language } from '@coastbook/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationMessageInEnglish } from '@coastbook/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodeOf, isDatabaseBusyError, isDatabaseUnavailableError } from '../db/client';
import { answerLanguageOf } from './answer-language';
import { failure } from './envelope';

interface FieldProblem {
  field: string;
  message: string;
}

/** One entry of a zod failure as fastify-type-provider-zod hands it over: the issue's code as `keyword`, the rest in `params`. */
interface ValidationEntry {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown> & { issue?: { path?: PropertyKey[] } };
}

const zodInEnglish = z.locales.en();

/**
 * A schema's message for an English caller: the contracts' English of it (`validationMessageInEnglish`), else
 * zod's English for the issue (a bound or type the contract gives no words for, worded in Chinese by the
 * server's zod locale). zod's English names what it received only when the issue carries the input, which
 * issues do not here, so a wrong type reads "expected string" without a made-up "received undefined".
 */
function englishOfProblem(entry: ValidationEntry, message: string): string {
  if (!hasChinese(message)) return message;
  const english = validationMessageInEnglish(message);
  if (english !== undefined) return english;
  if (entry.keyword === 'invalid_type' && typeof entry.params?.expected === 'string') return `Invalid input: expected ${entry.params.expected}`;
  if (entry.keyword === undefined) return message;
  const issue = { ...entry.params, code: entry.keyword, path: [] } as unknown as Parameters<typeof zodInEnglish.localeError>[0];
  const worded = zodInEnglish.localeError(issue);
  return (typeof worded === 'string' ? worded : worded?.message) ?? message;
}

/** Turns zod issues into "field: message" pairs the client can show next to its inputs, in the caller's language. */
function describeValidationProblems(error: FastifyError, language: Language): FieldProblem[] {
  const entries = (error.validation ?? []) as ValidationEntry[];
  return entries.map((entry) => {
    const pathParts = entry.params?.issue?.path ?? entry.instancePath?.split('/').filter(Boolean) ?? [];
    const message = entry.message ?? '格式不正确';
    return {
      field: pathParts.map(String).join('.') || '(body)',
      message: language === 'en' ? englishOfProblem(entry, message) : message,
    };
  });
}

/**
 * Fastify's own refusals of a request body, in our words: its messages ("Body cannot be empty when content-type
 * is set to 'application/json'") were passed on after the catalogue's message.
 */
const FASTIFY_REFUSAL_DETAILS: Readonly<Record<string, (request: FastifyRequest) => BilingualText>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({ zh: '请求体为空，不是有效的JSON', en: 'the request body is empty, not valid JSON' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) => {
    const mediaType = String(request.headers['content-type'] ?? '').split(';')[0]!.slice(0, 60);
    return { zh: `本接口不接受${mediaType}格式的请求体`, en: `this call does not accept a ${mediaType} request body` };
  },
  FST_ERR_CTP_BODY_TOO_LARGE: (request) => {
    const kilobytes = Math.round(request.routeOptions.bodyLimit / 1024);
    return { zh: `请求体不能超过${kilobytes}KB`, en: `the request body cannot exceed ${kilobytes} KB` };
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({ zh: '请求体长度与Content-Length不符', en: 'the request body does not match its Content-Length' }),
};

const NOT_JSON: BilingualText = { zh: '请求体不是有效的JSON', en: 'the request body is not valid JSON' };

/** The catalogue's message followed by what in particular was wrong ("请求错误：…" / "Bad request: …"). */
function catalogueMessageWith(key: ErrorKey, detail: BilingualText, language: Language): string {
  return language === 'en' ? `${ERROR_MESSAGES_EN[key]}: ${detail.en}` : `${ERRORS[key].msg}：${detail.zh}`;
}

const languageOf = (request: FastifyRequest): Language => answerLanguageOf(request.headers['accept-language']);

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/** SQLSTATE 22021 / 22P05: a string PostgreSQL cannot store in UTF-8 (e.g. "\u0000"). */
function isUnstorableTextError(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === '22021' || code === '22P05';
}

/**
 * What the log line of a server failure says of the call: the request (method, path, id; its serializer redacts
 * the query's secrets) and who made it. The line alone used to hold the error and the request id, so a user's
 * report ("服务器错误 when I paid") could not be matched to it.
 */
function callOf(request: FastifyRequest): { req: FastifyRequest; userId?: string; operatorId?: string } {
  return {
    req: request,
    ...(request.actor ? { userId: request.actor.userId } : {}),
    ...(request.operator ? { operatorId: request.operator.operatorId } : {}),
  };
}

/**
 * A 5xx in the envelope, its answer naming the request's id (X-Request-Id): the one thing a user, a support
 * desk or a proxy's log can quote to find the log line. Refusals of the client's input need none.
 */
function serverFailure(request: FastifyRequest, reply: FastifyReply, key: 'INTERNAL' | 'SERVICE_UNAVAILABLE'): FastifyReply {
  const definition = ERRORS[key];
  return reply.status(definition.httpStatus).header('x-request-id', request.id).send(failure(definition.code, catalogueMessageIn(key, languageOf(request))));
}

/**
 * The one place where thrown errors become the envelope. Domain errors carry their own code and
 * status; malformed input is 400 naming the fields; a database outage, or a statement it gave up on, is
 * 503; anything else is a bug: its stack goes to the log and the client gets a generic 500 message.
 * Messages are worded in the caller's language (Accept-Language, `answerLanguageOf`), the 400's list of field
 * problems included (the contracts' schema messages through `validationMessageInEnglish`).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A business refusal travels as HTTP 200, but its envelope is not the route's success shape:
      // serialize it as plain JSON instead of through the route's 200 response schema.
      return reply
        .status(error.httpStatus)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(failure(error.code, error.messageIn(languageOf(request)), error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = languageOf(request);
      const problems = describeValidationProblems(error, language);
      const summary = problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ');
      const message = language === 'en' ? `${ERROR_MESSAGES_EN.BAD_REQUEST}: ${summary}` : `${ERRORS.BAD_REQUEST.msg}：${summary}`;
      return reply.status(400).send(failure(ERRORS.BAD_REQUEST.code, message, { fields: problems }));
    }
    if (request.raw.errored) {
      // The client hung up before its request had arrived (a phone losing signal mid-upload): Node destroys the
      // request stream with ECONNRESET "aborted", which read as a database outage and was logged as an error.
      // No one is left to read the answer; the line is for the operator, at the level of a normal event.
      request.log.info({ err: error }, 'client closed the connection before its request arrived');
      const detail = { zh: '请求未完整发送', en: 'the request did not arrive whole' };
      return reply.status(400).send(failure(ERRORS.BAD_REQUEST.code, catalogueMessageWith('BAD_REQUEST', detail, languageOf(request))));
    }
    if (isUnstorableTextError(error)) {
      // Text PostgreSQL cannot hold (a NUL character) is the client's input, not a server fault.
      const detail = { zh: '文本含有无效字符', en: 'the text contains an invalid character' };
      return reply.status(400).send(failure(ERRORS.BAD_REQUEST.code, catalogueMessageWith('BAD_REQUEST', detail, languageOf(request))));
    }
    if (isDatabaseBusyError(error)) {
      // A statement or lock timeout, or a deadlock: the database works, but this call waited too long for it.
      // Its transaction was rolled back, so nothing is half-written and the call may be retried.
      request.log.warn({ err: error, sqlState: errorCodeOf(error), ...callOf(request) }, 'database busy: statement cancelled');
      return serverFailure(request, reply, 'SERVICE_UNAVAILABLE');
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.error({ err: error, ...callOf(request) }, 'database unavailable');
      return serverFailure(request, reply, 'SERVICE_UNAVAILABLE');
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues, ...callOf(request) }, 'response does not match its contract');
      return serverFailure(request, reply, 'INTERNAL');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // The rate limiter throws the envelope its errorResponseBuilder made (message ends with the seconds to wait).
      const limited = error as unknown as { msg?: unknown };
      const msg = typeof limited.msg === 'string' ? limited.msg : catalogueMessageIn('TOO_MANY_REQUESTS', languageOf(request));
      return reply.status(429).send(failure(ERRORS.TOO_MANY_REQUESTS.code, msg));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large...
      const key: ErrorKey = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      const detail =
        FASTIFY_REFUSAL_DETAILS[error.code]?.(request) ??
        (error instanceof SyntaxError ? NOT_JSON : hasChinese(error.message) ? { zh: error.message, en: error.message } : undefined);
      if (detail === undefined) request.log.warn({ err: error }, 'client error without a Chinese detail');
      const language = languageOf(request);
      return reply
        .status(status)
        .send(failure(ERRORS[key].code, detail === undefined ? catalogueMessageIn(key, language) : catalogueMessageWith(key, detail, language)));
    }
    request.log.error({ err: error, ...callOf(request) }, 'unhandled error');
    return serverFailure(request, reply, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => {
    const call = `${request.method} ${request.url.split('?')[0]}`;
    reply.status(404).send(failure(ERRORS.NOT_FOUND.code, catalogueMessageWith('NOT_FOUND', { zh: call, en: call }, languageOf(request))));
  });
}
