import type { Readable } from 'node:stream';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files';
import { readStoredFile, type StoredFileRow } from '../file';
import type { Operator } from './ops-token.service';

/**
 * An operator opens a customer's upload (licence, ID card...) whoever owns it. Every opening is
 * recorded in the audit log, so "who looked at this ID card" has an answer.
 */
export async function openFileForOperator(options: {
  db: Db;
  storage: FileStorage;
  operator: Operator;
  fileId: string;
  clientIp: string;
}): Promise<{ file: StoredFileRow; content: Readable }> {
  const { db, operator, fileId, clientIp } = options;
  const opened = await readStoredFile({ db, storage: options.storage, fileId });
  await writeAudit({
    db,
    actorKind: 'operator',
    actorId: operator.operatorId,
    action: 'file.download',
    entityType: 'stored_file',
    entityId: fileId,
    after: { originalName: opened.file.originalName, ownerUserId: opened.file.ownerUserId, businessId: opened.file.businessId },
    ip: clientIp,
  });
  return opened;
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987), so Chinese names survive. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
