/**
 * Content sniffing for uploads: the first bytes must be the magic number of the format the extension
 * claims, so a renamed executable or a PDF called .png is refused. The content type stored and served
 * comes from here, never from the browser's claim.
 */
interface Signature {
  contentType: string;
  magic: readonly number[];
}

const JPEG: Signature = { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] };
const PNG: Signature = { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };
const PDF: Signature = { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }; // %PDF-
/** Office Open XML is a ZIP archive. */
const XLSX: Signature = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: [0x50, 0x4b, 0x03, 0x04] };
/** Legacy Excel is an OLE2 compound document. */
const XLS: Signature = { contentType: 'application/vnd.ms-excel', magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] };

const SIGNATURES: Record<string, Signature> = {
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.jpe': JPEG,
  '.jfif': JPEG,
  '.png': PNG,
  '.pdf': PDF,
  '.xlsx': XLSX,
  '.xls': XLS,
};

/** The content type when `content` starts with the magic number of `extension`; undefined otherwise. */
export function sniffContentType(extension: string, content: Buffer): string | undefined {
  const signature = SIGNATURES[extension.toLowerCase()];
  if (!signature || content.length < signature.magic.length) return undefined;
  return signature.magic.every((byte, index) => content[index] === byte) ? signature.contentType : undefined;
}

/** Image types a browser can show inline (getPictureUrls). */
export function isPictureContentType(contentType: string): boolean {
  return contentType === JPEG.contentType || contentType === PNG.contentType;
}
