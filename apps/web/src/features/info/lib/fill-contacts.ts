import { PORTAL_CONTACTS } from '../../../config/portal-contacts';

const CONTACT_PLACEHOLDERS = {
  domesticHotline: PORTAL_CONTACTS.domesticHotline,
  complaintHotline: PORTAL_CONTACTS.complaintHotline,
  trailerHotline: PORTAL_CONTACTS.trailerHotline,
} as const;

/** Fills `{{domesticHotline}}` and the other contact placeholders of an article's text; unknown names stay as written. */
export function fillContacts(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(CONTACT_PLACEHOLDERS, name) ? CONTACT_PLACEHOLDERS[name as keyof typeof CONTACT_PLACEHOLDERS] : placeholder,
  );
}
