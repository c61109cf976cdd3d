import { describe, expect, it } from 'vitest';
import {
  hasAllowedExtension,
  IMAGE_AND_PDF_EXTENSIONS,
  SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS,
} from './uploads';

describe('upload extension lists (000 §5)', () => {
  it('lists images and PDF', () => {
    expect([...IMAGE_AND_PDF_EXTENSIONS].sort()).toEqual(['.jfif', '.jpe', '.jpeg', '.jpg', '.pdf', '.png']);
  });

  it('lists spreadsheets, PDF and the image types', () => {
    expect([...SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS].sort()).toEqual(
      ['.jfif', '.jpe', '.jpeg', '.jpg', '.pdf', '.png', '.xls', '.xlsx'],
    );
  });

  it('accepts a listed extension in any case and refuses others', () => {
    expect(hasAllowedExtension('licence.JPG', IMAGE_AND_PDF_EXTENSIONS)).toBe(true);
    expect(hasAllowedExtension('list.xlsx', IMAGE_AND_PDF_EXTENSIONS)).toBe(false);
    expect(hasAllowedExtension('list.xlsx', SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS)).toBe(true);
    expect(hasAllowedExtension('scan.pdf.exe', IMAGE_AND_PDF_EXTENSIONS)).toBe(false);
    expect(hasAllowedExtension('pdf', IMAGE_AND_PDF_EXTENSIONS)).toBe(false);
  });
});
