import crypto from 'node:crypto';
import type { TUploadFileQuery, TUploadFileResponse } from '@coastbook/contracts';
import { extensionsForFileType } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files';
import type { Actor } from '../auth';
import { sniffContentType } from './content-sniffing';
import { withFileStore } from './file-errors';
import { cleanFileName, extensionOf } from './file-names';
import { storedFile } from './file.tables';
import type { FileLinkSigner } from './signed-file-link';
import type { IncomingUpload } from './upload-request';

/**
 * uploadFile: name and extension first (the list of the fileType, 000 §5), then the bytes (size limit
 * while reading), then the content must be what the extension says (magic number). The bytes go to
 * the store under a fresh key, then the row is written; if the row cannot be written the stored bytes
 * are removed again, so no orphan is left behind.
 */
export async function uploadFile(options: {
  db: Db;
  storage: FileStorage;
  signer: FileLinkSigner;
  actor: Actor;
  query: TUploadFileQuery;
  upload: IncomingUpload;
}): Promise<TUploadFileResponse> {
  const { db, storage, signer, actor, query, upload } = options;
  const fileName = cleanFileName(upload.fileName);
  const extension = extensionOf(fileName);
  if (!fileName || !extensionsForFileType(query.fileType).includes(extension)) {
    throw new AppError('FILE_EXTENSION_NOT_ALLOWED', { field: 'file', data: { field: 'file', allowed: extensionsForFileType(query.fileType) } });
  }

  const content = await upload.readContent();
  if (content.length === 0) throw new AppError('FILE_EMPTY', { field: 'file' });
  const contentType = sniffContentType(extension, content);
  if (!contentType) throw new AppError('FILE_CONTENT_MISMATCH', { field: 'file' });

  const fileId = crypto.randomUUID();
  const now = new Date();
  const storageKey = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${fileId}${extension}`;
  await withFileStore(() => storage.put(storageKey, content, contentType));
  try {
    await db.insert(storedFile).values({
      id: fileId,
      ownerUserId: actor.userId,
      enterpriseId: actor.enterpriseId,
      businessId: query.bussinessId ?? null,
      fileType: query.fileType,
      originalName: fileName,
      extension,
      contentType,
      sizeBytes: content.length,
      sha256: crypto.createHash('sha256').update(content).digest('hex'),
      storageKey,
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return {
    fileId,
    fileName,
    fileSize: content.length,
    fileType: query.fileType,
    bussinessId: query.bussinessId ?? null,
    url: signer.linkFor(fileId).url,
  };
}
