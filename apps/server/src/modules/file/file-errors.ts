import { AppError, ERROR_MESSAGES_EN, ERRORS, type BilingualText, fieldRefusalWords } from '@coastbook/domain';
import { FileStorageUnavailableError } from '../../platform/files';

/** A 400 naming the field, shaped like the zod failures the error handler answers (data.fields). */
export function badFileRequest(field: string, message: BilingualText): AppError {
  return new AppError('BAD_REQUEST', {
    msg: fieldRefusalWords(field, message),
    // Chinese, like the field problems of a contract failure (the error handler's data.fields).
    data: { fields: [{ field, message: message.zh }] },
  });
}

/** '文件大小不能超过10MB' with the configured limit (FILE_MAX_BYTES) in MB. */
export function fileTooLarge(maxBytes: number): AppError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 100) / 100;
  return new AppError('FILE_TOO_LARGE', {
    msg: { zh: `文件大小不能超过${megabytes}MB`, en: `The file cannot be larger than ${megabytes}MB` },
    field: 'file',
    data: { field: 'file', maxBytes },
  });
}

/** The file (or the first of several) is absent, deleted or not the caller's to see. */
export function fileNotFound(fileId: string, field = 'fileId'): AppError {
  return new AppError('FILE_NOT_FOUND', {
    msg: { zh: `${ERRORS.FILE_NOT_FOUND.msg}：${fileId}`, en: `${ERROR_MESSAGES_EN.FILE_NOT_FOUND}: ${fileId}` },
    data: { field, fileId },
  });
}

/** Runs a store operation, turning "the store is down" into the 503 envelope. */
export async function withFileStore<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof FileStorageUnavailableError) throw new AppError('FILE_STORAGE_UNAVAILABLE', { cause: error });
    throw error;
  }
}
