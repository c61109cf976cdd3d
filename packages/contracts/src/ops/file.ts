import { z } from 'zod';

/** GET /api/ops/files/:fileId: an uploaded file's bytes, for reviewers checking a certification. */
export const ZOpsFileParams = z.object({
  fileId: z.uuid({ error: '文件ID格式不正确' }),
});
export type TOpsFileParams = z.infer<typeof ZOpsFileParams>;
