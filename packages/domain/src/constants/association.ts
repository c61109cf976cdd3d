/** Limits of the association (link to a certified enterprise) page (000 §2.4, §5, §9). */

export const ASSOCIATION_APPLICANT_MAX_LENGTH = 150;

/** The enterprise-name suggestion search starts at this many characters ... */
export const ASSOCIATION_SUGGESTION_MIN_LENGTH = 2;

/** ... and waits this long after the last keystroke. */
export const ASSOCIATION_SUGGESTION_DEBOUNCE_MS = 500;

/** True when the typed name is long enough to search for suggestions. */
export function shouldSearchEnterpriseSuggestions(typedName: string): boolean {
  return typedName.trim().length >= ASSOCIATION_SUGGESTION_MIN_LENGTH;
}
