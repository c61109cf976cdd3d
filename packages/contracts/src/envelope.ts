import { z } from 'zod';

/** Every answer is `{ code, msg, data }`; code 0 is success (ARCHITECTURE.md "API conventions"). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().describe('0 表示成功；非 0 为业务拒绝或错误码'),
    msg: z.string().describe('提示信息（中文）'),
    data,
  });
}

/** Error answers carry whatever the error adds (field names, remaining seconds...). */
export const ZErrorEnvelope = envelopeOf(z.unknown());
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export type TEnvelope<T> = { code: number; msg: string; data: T };
