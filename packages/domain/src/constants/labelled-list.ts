/**
 * The one shape every enumerated business value takes: a code as the API sends it, a Chinese label as
 * the portal shows it (zh-CN is the default language) and an English label for en-US.
 * Lists are declared `as const` so their codes become literal union types.
 */

/** A user-facing text in both of the portal's languages. */
export interface BilingualText {
  readonly zh: string;
  readonly en: string;
}

export type Language = keyof BilingualText;

export interface LabelledValue<Value extends string | number = string | number> extends BilingualText {
  readonly value: Value;
}

/** The union of codes in a labelled list: `ListValue<typeof SHIPPING_TERMS>` is `0 | 1 | 2 | 3`. */
export type ListValue<List extends readonly LabelledValue[]> = List[number]['value'];

/** The entry for a code, or undefined when the code is not in the list (e.g. a code newer than the client). */
export function findLabelled<List extends readonly LabelledValue[]>(
  list: List,
  value: unknown,
): List[number] | undefined {
  return list.find((entry) => entry.value === value);
}

/**
 * The label of a code in the given language. An unknown code is shown as itself rather than as a
 * blank cell, so a status added on the server stays visible until the client learns its label.
 */
export function labelOf<List extends readonly LabelledValue[]>(
  list: List,
  value: ListValue<List> | (string & {}) | (number & {}),
  language: Language = 'zh',
): string {
  const entry = findLabelled(list, value);
  return entry ? entry[language] : String(value);
}

/** Narrows an untrusted value (a query parameter, a stored string) to a code of the list. */
export function isListValue<List extends readonly LabelledValue[]>(
  list: List,
  value: unknown,
): value is ListValue<List> {
  return findLabelled(list, value) !== undefined;
}

/** The codes of a list in declared order, e.g. for a zod enum or a select's options. */
export function valuesOf<List extends readonly LabelledValue[]>(list: List): Array<ListValue<List>> {
  return list.map((entry) => entry.value);
}
