import type { Language } from '@coastbook/domain';

/** More tags than any browser sends; a longer header is read only this far. */
const MOST_TAGS_READ = 20;

/**
 * The language to word an answer's message in, from the request's Accept-Language: English when the caller's
 * most preferred language is English, Chinese (the spec's words) otherwise and when the header is missing or
 * unreadable. The portal and the console send the page's language, not the browser's, so a Chinese page on an
 * English browser still reads Chinese.
 */
export function answerLanguageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'zh';
  let preferred: { tag: string; quality: number } | undefined;
  for (const part of acceptLanguage.split(',', MOST_TAGS_READ)) {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const qualityParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (tag === '' || !Number.isFinite(quality) || quality <= 0) continue;
    // The first of equal weights wins: the order is the caller's preference.
    if (preferred === undefined || quality > preferred.quality) preferred = { tag, quality };
  }
  return preferred !== undefined && /^en(-|$)/i.test(preferred.tag) ? 'en' : 'zh';
}
