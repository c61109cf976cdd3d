import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { buildTextPdf } from '../../../seed/file/text-pdf';
import type { TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';

/**
 * Test support for the file, address and message API tests: real small files, a multipart body
 * builder, and a shared enterprise for demo_ent (main) and demo_sub (sub-account) until the
 * enterprise seed links them.
 */

/** A real 2x2 PNG. */
export function smallPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(0x7f);
  return PNG.sync.write(png);
}

/** A real 1x1 baseline JPEG (the smallest commonly used one). */
export function smallJpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

export function smallPdf(): Buffer {
  return buildTextPdf({ title: '营业执照', lines: ['统一社会信用代码 91310000MA1FL0000X'] });
}

export interface MultipartPart {
  name: string;
  fileName?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: MultipartPart[], boundary = '----CoastBookTestBoundary7MA4YWxk'): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Puts demo_ent (main account) and demo_sub (sub-account) in one enterprise for the visibility tests:
 * the seeded enterprise when the enterprise seed already linked them, otherwise a fresh id.
 */
export async function linkDemoEnterprise(testApp: TestApp): Promise<string> {
  const db = testApp.database.db;
  const [main] = await db.select({ enterpriseId: userAccount.enterpriseId }).from(userAccount).where(eq(userAccount.logonId, 'demo_ent'));
  const enterpriseId = main?.enterpriseId ?? crypto.randomUUID();
  await db.update(userAccount).set({ enterpriseId, userType: 'M' }).where(eq(userAccount.logonId, 'demo_ent'));
  await db.update(userAccount).set({ enterpriseId, userType: 'S' }).where(eq(userAccount.logonId, 'demo_sub'));
  return enterpriseId;
}
