/** Accepted upload extensions (000 §5, 001 §5). */

export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.jpe', '.jfif'] as const;

/** Certificates, licences, photos: images and PDF. */
export const IMAGE_AND_PDF_EXTENSIONS = [...IMAGE_EXTENSIONS, '.pdf'] as const;

/** Lists and forms: spreadsheets, PDF and images. */
export const SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS = ['.xlsx', '.xls', '.pdf', ...IMAGE_EXTENSIONS] as const;

/** True when the file name ends with one of the extensions, ignoring case ('SCAN.PDF' is a PDF). */
export function hasAllowedExtension(fileName: string, extensions: readonly string[]): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot).toLowerCase();
  return extensions.includes(extension);
}
