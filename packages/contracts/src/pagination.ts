import { z } from 'zod';

/** Paged list request (current page from 1, page size; spec default 20, sizes 10/15/20 on screen). */
export const ZPageRequest = z.object({
  current: z.coerce.number().int().min(1, '页码必须大于0').max(100_000).default(1),
  size: z.coerce.number().int().min(1, '每页条数必须大于0').max(100, '每页条数不能超过100').default(20),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
}
