/**
 * The shape of the public information pages' texts (help centre, transport and route introductions).
 * The texts ship with the page's own chunk, in both languages side by side, so neither the first load
 * nor the Chinese catalogue grows with them. `{{domesticHotline}}`, `{{complaintHotline}}` and
 * `{{trailerHotline}}` in any text are filled from PORTAL_CONTACTS when the page renders, so a number
 * changes in one place.
 */

/** A link inside an article: an in-portal path ("/product") or an outside address ("https://…"). */
export interface ArticleLink {
  to: string;
  label: string;
}

export interface ArticleStep {
  title: string;
  text: string;
  link?: ArticleLink;
}

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: ArticleStep[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'note'; tone: 'info' | 'warning'; text: string }
  | { kind: 'faq'; items: { question: string; answer: string }[] }
  | { kind: 'links'; items: ArticleLink[] };

export interface ArticleSection {
  heading: string;
  blocks: ArticleBlock[];
}

export interface InfoArticle {
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  sections: ArticleSection[];
}

export interface BilingualArticle {
  zh: InfoArticle;
  en: InfoArticle;
}
