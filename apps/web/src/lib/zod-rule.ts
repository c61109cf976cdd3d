import type { FormRule } from 'antd';
import { z } from 'zod';
import { i18n } from '../i18n';
import { wordsInLanguage } from './server-words';

/**
 * antd Form rules from the zod schemas in packages/contracts, so a form validates exactly as the
 * server does and no rule is typed twice (CONVENTIONS.md "Types and validation"):
 *
 *   <Form.Item name="phone" rules={[zodRule(ZRegisterForm.shape.phone)]}>
 *   <Form.Item name="confirmedPassword" dependencies={['newPassword']} rules={[zodFormRule(ZChangeForm, 'confirmedPassword')]}>
 *
 * The first issue's message is shown: the schema's Chinese, or on an English page its English
 * (`validationMessageInEnglish` in packages/contracts, loaded with the English catalogue).
 */

/** The message of a schema's first issue for `value`, or undefined when it passes. */
export function firstIssueMessage(schema: z.ZodType, value: unknown, language: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue === undefined ? undefined : wordsInLanguage(issue.message, language);
}

const lenientSchemas = new WeakMap<z.ZodObject, z.ZodType>();

/**
 * The form schema with every field accepting anything: only its cross-field refinements remain. zod
 * skips an object's refinements while a field has an aborting issue (an unticked agreement, an
 * untouched field), so they are checked on this copy instead.
 */
function crossFieldChecks(schema: z.ZodObject): z.ZodType {
  let lenient = lenientSchemas.get(schema);
  if (lenient === undefined) {
    lenient = schema.safeExtend(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, z.any().optional()])));
    lenientSchemas.set(schema, lenient);
  }
  return lenient;
}

/** The message for `field` of a form: its own schema's first issue, else a cross-field rule naming it. */
export function fieldIssueMessage(schema: z.ZodObject, values: unknown, field: string, language: string): string | undefined {
  const record = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const own = schema.shape[field] as z.ZodType | undefined;
  if (own !== undefined) {
    const message = firstIssueMessage(own, record[field] ?? '', language);
    if (message !== undefined) return message;
  }
  const result = crossFieldChecks(schema).safeParse(record);
  if (result.success) return undefined;
  const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
  return issue === undefined ? undefined : wordsInLanguage(issue.message, language);
}

/** One field checked by its own schema (`schema.shape.field`). An empty input is checked as ''. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = firstIssueMessage(schema, value ?? '', i18n.language);
      if (message !== undefined) throw new Error(message);
    },
  };
}

/**
 * One field checked through the whole form's schema: for rules across fields (new ≠ original,
 * confirmation = new). Give the Form.Item `dependencies` so it re-checks when the others change.
 */
export function zodFormRule(schema: z.ZodObject, field: string): FormRule {
  return (form) => ({
    validator: async () => {
      const message = fieldIssueMessage(schema, form.getFieldsValue(true), field, i18n.language);
      if (message !== undefined) throw new Error(message);
    },
  });
}

/**
 * A contract's failed parse as antd field errors: the first message of each field, in `language`; `renamed`
 * names the form's field where the contract's differs (the region picker holds provinceName and the rest).
 * For the last check before a form is sent, so that a rule the fields' own rules missed shows at its field.
 */
export function formErrorsOf(error: z.ZodError, language: string, renamed: Readonly<Record<string, string>> = {}): Array<{ name: string; errors: string[] }> {
  const firstByField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const name = renamed[field] ?? field;
    if (!firstByField.has(name)) firstByField.set(name, wordsInLanguage(issue.message, language));
  }
  return [...firstByField].map(([name, message]) => ({ name, errors: [message] }));
}
