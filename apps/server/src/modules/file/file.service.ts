import type { Readable } from 'node:stream';
import type { TFileInfo, TFileUrlResponse, TPictureUrlsResponse, TSignedFileQuery } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { StoredObjectMissingError, type FileStorage } from '../../platform/files';
import type { Actor } from '../auth';
import { isPictureContentType } from './content-sniffing';
import { fileNotFound, withFileStore } from './file-errors';
import { storedFile } from './file.tables';
import { canModifyInScope, ownerScopeOf, visibleToScope } from './owner-scope';
import type { FileLinkSigner } from './signed-file-link';

export type StoredFileRow = typeof storedFile.$inferSelect;

const live = isNull(storedFile.deletedAt);

async function visibleTo(db: DbOrTx, actor: Actor): Promise<SQL> {
  return visibleToScope(await ownerScopeOf({ db, actor }), { owner: storedFile.ownerUserId, enterprise: storedFile.enterpriseId });
}

export function toFileInfo(row: StoredFileRow, signer: FileLinkSigner): TFileInfo {
  return {
    fileId: row.id,
    fileName: row.originalName,
    fileSize: row.sizeBytes,
    fileType: row.fileType,
    extension: row.extension,
    contentType: row.contentType,
    bussinessId: row.businessId,
    uploadTime: row.createdAt.toISOString(),
    url: signer.linkFor(row.id).url,
  };
}

/** The live file row, whoever owns it; undefined when absent or deleted. For other areas' checks (certification, ops). */
export async function findFileById(options: { db: DbOrTx; fileId: string }): Promise<StoredFileRow | undefined> {
  const [row] = await options.db.select().from(storedFile).where(and(eq(storedFile.id, options.fileId), live));
  return row;
}

/**
 * Throws the 404-style FILE_NOT_FOUND naming the first id that is not a live file uploaded by `userId`.
 * Other areas call it before they attach uploads to their records (certification requests...).
 */
export async function assertFilesOwnedBy(options: { db: DbOrTx; userId: string; fileIds: string[] }): Promise<void> {
  const { db, userId, fileIds } = options;
  if (fileIds.length === 0) return;
  const rows = await db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(inArray(storedFile.id, [...new Set(fileIds)]), eq(storedFile.ownerUserId, userId), live));
  const found = new Set(rows.map((row) => row.id));
  const missing = fileIds.find((id) => !found.has(id));
  if (missing) throw fileNotFound(missing, 'fileIds');
}

/** A file the actor may see, or FILE_NOT_FOUND (also for someone else's file: as if absent). */
export async function getVisibleFile(options: { db: DbOrTx; actor: Actor; fileId: string }): Promise<StoredFileRow> {
  const [row] = await options.db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.id, options.fileId), live, await visibleTo(options.db, options.actor)));
  if (!row) throw fileNotFound(options.fileId);
  return row;
}

/** Opens the bytes of a row. A row whose bytes are gone is reported as a missing file (and logged by the caller). */
async function openContent(storage: FileStorage, row: StoredFileRow): Promise<Readable> {
  try {
    return await withFileStore(() => storage.get(row.storageKey));
  } catch (error) {
    if (error instanceof StoredObjectMissingError) throw new AppError('FILE_NOT_FOUND', { cause: error, data: { field: 'fileId', fileId: row.id } });
    throw error;
  }
}

/** download: the file's row and an open stream of its bytes, for a file the actor may see. */
export async function openFileForDownload(options: { db: Db; storage: FileStorage; actor: Actor; fileId: string }): Promise<{ file: StoredFileRow; content: Readable }> {
  const file = await getVisibleFile(options);
  return { file, content: await openContent(options.storage, file) };
}

/** The signed link (no token): valid signature and expiry, then the live file. */
export async function openSignedFile(options: { db: Db; storage: FileStorage; signer: FileLinkSigner; query: TSignedFileQuery }): Promise<{ file: StoredFileRow; content: Readable }> {
  const { db, storage, signer, query } = options;
  if (!signer.isValid(query)) throw new AppError('FILE_LINK_EXPIRED');
  const file = await findFileById({ db, fileId: query.fileId });
  if (!file) throw fileNotFound(query.fileId);
  return { file, content: await openContent(storage, file) };
}

/** For other areas (the operator console): a live file's row and bytes, whoever owns it. The caller checks its own rights. */
export async function readStoredFile(options: { db: DbOrTx; storage: FileStorage; fileId: string }): Promise<{ file: StoredFileRow; content: Readable }> {
  const file = await findFileById(options);
  if (!file) throw fileNotFound(options.fileId);
  return { file, content: await openContent(options.storage, file) };
}

/** Rows the actor may change: all visible (else 404 naming the first) and each its own or, for the main account, its enterprise's. */
async function getModifiableFiles(options: { db: DbOrTx; actor: Actor; fileIds: string[] }): Promise<StoredFileRow[]> {
  const { db, actor, fileIds } = options;
  const rows = await db
    .select()
    .from(storedFile)
    .where(and(inArray(storedFile.id, [...new Set(fileIds)]), live, await visibleTo(db, actor)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = fileIds.find((id) => !byId.has(id));
  if (missing) throw fileNotFound(missing, fileIds.length > 1 ? 'fileIds' : 'fileId');
  const scope = await ownerScopeOf({ db, actor });
  if (rows.some((row) => !canModifyInScope(scope, row))) throw new AppError('FILE_NOT_MODIFIABLE');
  return rows;
}

/** delete: marks the file deleted. The bytes stay (copies may share them; audit). */
export async function deleteFile(options: { db: Db; actor: Actor; fileId: string }): Promise<true> {
  await getModifiableFiles({ ...options, fileIds: [options.fileId] });
  await options.db.update(storedFile).set({ deletedAt: new Date() }).where(and(eq(storedFile.id, options.fileId), live));
  return true;
}

/** searchFileList / getAttachmentInfo: the live files of a business object the actor may see, oldest first. */
export async function searchFileList(options: { db: Db; signer: FileLinkSigner; actor: Actor; bussinessId: string; fileType?: string }): Promise<TFileInfo[]> {
  const { db, signer, actor, bussinessId, fileType } = options;
  const rows = await db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.businessId, bussinessId), live, await visibleTo(db, actor), fileType ? eq(storedFile.fileType, fileType) : undefined))
    .orderBy(asc(storedFile.createdAt), asc(storedFile.id));
  return rows.map((row) => toFileInfo(row, signer));
}

/** getAttachmentInfo: by business id (a list) or by file id (a list of one). */
export async function getAttachmentInfo(options: { db: Db; signer: FileLinkSigner; actor: Actor; bussinessId?: string; fileId?: string }): Promise<TFileInfo[]> {
  const { db, signer, actor, bussinessId, fileId } = options;
  if (fileId) return [toFileInfo(await getVisibleFile({ db, actor, fileId }), signer)];
  return searchFileList({ db, signer, actor, bussinessId: bussinessId ?? '' });
}

/** updateFilesBussinessId: attaches uploads to a business object, all or none. */
export async function updateFilesBussinessId(options: { db: Db; actor: Actor; fileIds: string[]; bussinessId: string }): Promise<true> {
  const { db, actor, fileIds, bussinessId } = options;
  await db.transaction(async (tx) => {
    await getModifiableFiles({ db: tx, actor, fileIds });
    await tx.update(storedFile).set({ businessId: bussinessId }).where(and(inArray(storedFile.id, fileIds), live));
  });
  return true;
}

/**
 * copyFilesByBussinessId: the files of one business object the actor may see are attached to another
 * as new records (owned by the actor, sharing the stored bytes), e.g. when an order is copied.
 */
export async function copyFilesByBussinessId(options: { db: Db; signer: FileLinkSigner; actor: Actor; fromBussinessId: string; toBussinessId: string }): Promise<TFileInfo[]> {
  const { db, signer, actor, fromBussinessId, toBussinessId } = options;
  const sources = await db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.businessId, fromBussinessId), live, await visibleTo(db, actor)))
    .orderBy(asc(storedFile.createdAt), asc(storedFile.id));
  if (sources.length === 0) return [];
  const copies = await db
    .insert(storedFile)
    .values(
      sources.map(({ id: _id, createdAt: _createdAt, deletedAt: _deletedAt, ...source }) => ({
        ...source,
        ownerUserId: actor.userId,
        enterpriseId: actor.enterpriseId,
        businessId: toBussinessId,
      })),
    )
    .returning();
  return copies.map((row) => toFileInfo(row, signer));
}

/** getFileUrl: a fresh signed link for a file the actor may see. */
export async function getFileUrl(options: { db: Db; signer: FileLinkSigner; actor: Actor; fileId: string }): Promise<TFileUrlResponse> {
  const file = await getVisibleFile(options);
  return { fileId: file.id, ...options.signer.linkFor(file.id) };
}

/** getPictureUrls: signed links of the JPEG / PNG files of a business object the actor may see. */
export async function getPictureUrls(options: { db: Db; signer: FileLinkSigner; actor: Actor; bussinessId: string }): Promise<TPictureUrlsResponse> {
  const files = await searchFileList(options);
  return files
    .filter((file) => isPictureContentType(file.contentType))
    .map((file) => ({ fileId: file.fileId, fileName: file.fileName, ...options.signer.linkFor(file.fileId) }));
}
