import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['UP', 'DOWN']),
  database: z.enum(['UP', 'DOWN']),
  databaseLatencyMs: z.number(),
  time: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
