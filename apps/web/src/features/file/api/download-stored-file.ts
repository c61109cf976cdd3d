import { downloadFile, type DownloadedFile } from '../../../api/download';

/** GET web/auth/file/download?fileId=… — a stored file the caller may open (own or its enterprise's), saved under its name. */
export function downloadStoredFile(fileId: string, fallbackName: string): Promise<DownloadedFile> {
  return downloadFile({ path: 'web/auth/file/download', query: { fileId }, fallbackName });
}
