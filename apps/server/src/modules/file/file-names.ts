/** File names as uploaded and as sent back in Content-Disposition. */

const MAX_NAME_LENGTH = 200;

/**
 * The name to keep: the last path part (browsers on Windows may send 'C:\\fakepath\\x.pdf'), without
 * control characters, at most 200 characters keeping the extension.
 */
export function cleanFileName(raw: string): string {
  const lastPart = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = lastPart.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** '.pdf' for 'Scan.PDF'; '' when there is no extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the RFC 6266 / 5987 form, an ASCII fallback for old
 * clients and the UTF-8 name (Chinese names) for the rest.
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
