/**
 * Whether a route path is in the user's permitted URL list (000 §4.3): an entry ending with '*'
 * permits every path starting with what precedes the '*'; any other entry permits exactly that path.
 * Pass the path without query string or hash, as the router's `path` gives it.
 */
export function isUrlPermitted(path: string, permittedUrls: readonly string[]): boolean {
  return permittedUrls.some((entry) =>
    entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry,
  );
}
