import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** How many suggestions a type-ahead search answers at most. */
export const NAME_SEARCH_LIMIT = 20;

/** Escapes LIKE wildcards so a user typing '%' or '_' searches for that character. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An ILIKE pattern matching any text that contains `text` literally. */
export function likeContaining(text: string): string {
  return `%${escapeLike(text)}%`;
}

interface SearchColumns {
  code: AnyColumn;
  cnnme: AnyColumn;
  ennme: AnyColumn;
}

/**
 * A type-ahead match, case-insensitive: the Chinese or English name contains the text, or the code
 * starts with it. `rank` orders the hits: exact code first, then names starting with the text.
 */
export function nameOrCodeLike(columns: SearchColumns, text: string): { where: SQL; rank: SQL<number> } {
  const contains = likeContaining(text);
  const startsWith = `${escapeLike(text)}%`;
  return {
    where: or(ilike(columns.cnnme, contains), ilike(columns.ennme, contains), ilike(columns.code, startsWith))!,
    rank: sql<number>`case
      when upper(${columns.code}) = upper(${text}) then 0
      when ${columns.cnnme} ilike ${startsWith} or ${columns.ennme} ilike ${startsWith} then 1
      else 2 end`,
  };
}
