import type { FastifyReply } from 'fastify';
import { z } from 'zod';
/** The body of every API answer (ARCHITECTURE.md "API conventions"): code 0 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_MSG = 'success';

export function ok<T>(data: T, msg = SUCCESS_MSG): Envelope<T> {
  return { code: 0, msg, data };
}

export function failure(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}

/**
 * An answer encoded ahead of sending, with the route's own response schema (as Fastify's serializer would:
 * zod encode, then JSON). For answers kept in a cache and sent many times: see sendEncoded.
 */
export function encodeAnswer<S extends z.ZodType>(schema: S, answer: z.output<S>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, answer)));
}

/** Sends an answer made by encodeAnswer as is: Fastify does not serialize a Buffer again. */
export function sendEncoded(reply: FastifyReply, encoded: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(encoded);
}
