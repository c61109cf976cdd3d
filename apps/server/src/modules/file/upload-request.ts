import type { BilingualText } from '@coastbook/domain';
import type { FastifyRequest } from 'fastify';
import { badFileRequest, fileTooLarge } from './file-errors';

/** The one file part of an upload request, not yet read: the name is checked before the bytes are taken in. */
export interface IncomingUpload {
  fileName: string;
  /** Reads the whole file; refuses past `maxBytes` with '文件大小不能超过…MB'. */
  readContent(): Promise<Buffer>;
  /** Drains what was not read, so a refusal before reading does not leave the request hanging. */
  discard(): void;
}

const MALFORMED: BilingualText = { zh: '文件上传数据格式不正确', en: 'The file upload data is malformed' };

/**
 * Takes the first file part of a multipart/form-data request (any field name; `file` is usual).
 * Every way the body can be wrong answers 400 naming `file`, never 500: not multipart, no boundary,
 * a broken part, no file at all.
 */
export async function readSingleUpload(request: FastifyRequest, maxBytes: number): Promise<IncomingUpload> {
  if (!request.isMultipart()) throw badFileRequest('file', { zh: '请使用multipart/form-data上传文件', en: 'Please upload the file as multipart/form-data' });
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });
  } catch (error) {
    request.log.debug({ err: error }, 'malformed multipart upload');
    throw badFileRequest('file', MALFORMED);
  }
  if (!part) throw badFileRequest('file', { zh: '请选择要上传的文件', en: 'Please choose a file to upload' });
  const file = part;
  let consumed = false;
  return {
    fileName: file.filename ?? '',
    async readContent() {
      consumed = true;
      try {
        return await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
        request.log.debug({ err: error }, 'malformed multipart upload');
        throw badFileRequest('file', MALFORMED);
      }
    },
    discard() {
      if (!consumed) file.file.resume();
    },
  };
}
