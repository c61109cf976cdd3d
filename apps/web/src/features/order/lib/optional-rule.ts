import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../../../i18n';
import { firstIssueMessage } from '../../../lib/zod-rule';

/** zodRule for an optional field: an empty input passes, anything typed is checked by the schema. */
export function optionalZodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return;
      const message = firstIssueMessage(schema, value, i18n.language);
      if (message !== undefined) throw new Error(message);
    },
  };
}
