import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  envelopeOf,
  ZAttachmentInfoQuery,
  ZCopyFilesByBussinessIdRequest,
  ZDeleteFileRequest,
  ZFileCodeQuery,
  ZFileCodeUrlResponse,
  ZFileDoneResponse,
  ZFileIdQuery,
  ZFileListResponse,
  ZFileUrlResponse,
  ZPictureUrlsQuery,
  ZPictureUrlsResponse,
  ZSearchFileListQuery,
  ZSignedFileQuery,
  ZUpdateFilesBussinessIdRequest,
  ZUploadFileQuery,
  ZUploadFileResponse,
} from '@coastbook/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { loadOrCreateSecret } from '../../platform/crypto';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { getTemplate, getTemplateUrl } from './file-template.service';
import { contentDisposition } from './file-names';
import {
  copyFilesByBussinessId,
  deleteFile,
  getAttachmentInfo,
  getFileUrl,
  getPictureUrls,
  openFileForDownload,
  openSignedFile,
  searchFileList,
  updateFilesBussinessId,
  type StoredFileRow,
} from './file.service';
import { createFileLinkSigner, type FileLinkSigner } from './signed-file-link';
import { uploadFile } from './upload-file';
import { readSingleUpload } from './upload-request';

const tags = ['file'];
const security = [{ bearer: [] }];

/** Sends stored bytes as a download (or inline for the signed link); errors before this point are envelopes. */
function sendFile(reply: FastifyReply, file: Pick<StoredFileRow, 'originalName' | 'contentType' | 'sizeBytes'>, content: Readable | Buffer, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-disposition', contentDisposition(file.originalName, disposition))
    .header('content-length', String(file.sizeBytes))
    .header('cache-control', 'private, no-store')
    .type(file.contentType)
    .send(content);
}

/**
 * The upload, in a scope of its own with the multipart parser. Registered for the whole app, the parser's
 * hooks (a listener on every response's close, an async hook when each answer ends) ran on every request
 * for the sake of this one route; elsewhere a multipart body is refused with 415 in the envelope.
 */
const uploadRoute = (signer: FileLinkSigner): FastifyPluginAsyncZod => async (app) => {
  const storage = app.fileStorage;
  await app.register(multipart, { limits: { fileSize: app.config.FILE_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });

  app.post(
    '/uploadFile',
    {
      preHandler: requireAuth,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: '上传文件（multipart/form-data，一个文件；按 fileType 校验扩展名与文件内容，大小上限 FILE_MAX_BYTES）',
        consumes: ['multipart/form-data'],
        querystring: ZUploadFileQuery,
        response: { 200: envelopeOf(ZUploadFileResponse) },
      },
    },
    async (request) => {
      const upload = await readSingleUpload(request, app.config.FILE_MAX_BYTES);
      try {
        return ok(await uploadFile({ db: app.db, storage, signer, actor: actorOf(request), query: request.query, upload }));
      } finally {
        upload.discard();
      }
    },
  );
};

const authFileRoutes = (signer: FileLinkSigner): FastifyPluginAsyncZod => async (app) => {
  const storage = app.fileStorage;
  await app.register(uploadRoute(signer));

  app.get(
    '/download',
    { preHandler: requireAuth, schema: { tags, security, summary: '下载文件（本人或可见的企业文件；否则404）', querystring: ZFileIdQuery } },
    async (request, reply) => {
      const { file, content } = await openFileForDownload({ db: app.db, storage, actor: actorOf(request), fileId: request.query.fileId });
      return sendFile(reply, file, content, 'attachment');
    },
  );

  app.post(
    '/delete',
    { preHandler: requireAuth, schema: { tags, security, summary: '删除文件', body: ZDeleteFileRequest, response: { 200: envelopeOf(ZFileDoneResponse) } } },
    async (request) => ok(await deleteFile({ db: app.db, actor: actorOf(request), fileId: request.body.fileId })),
  );

  app.get(
    '/searchFileList',
    { preHandler: requireAuth, schema: { tags, security, summary: '按业务ID查询文件列表', querystring: ZSearchFileListQuery, response: { 200: envelopeOf(ZFileListResponse) } } },
    async (request) => ok(await searchFileList({ db: app.db, signer, actor: actorOf(request), ...request.query })),
  );

  app.get(
    '/getAttachmentInfo',
    { preHandler: requireAuth, schema: { tags, security, summary: '附件信息（按业务ID或文件ID）', querystring: ZAttachmentInfoQuery, response: { 200: envelopeOf(ZFileListResponse) } } },
    async (request) => ok(await getAttachmentInfo({ db: app.db, signer, actor: actorOf(request), ...request.query })),
  );

  app.post(
    '/updateFilesBussinessId',
    {
      preHandler: requireAuth,
      schema: { tags, security, summary: '把文件关联到业务ID（全部成功或全部不变）', body: ZUpdateFilesBussinessIdRequest, response: { 200: envelopeOf(ZFileDoneResponse) } },
    },
    async (request) => ok(await updateFilesBussinessId({ db: app.db, actor: actorOf(request), ...request.body })),
  );

  app.post(
    '/copyFilesByBussinessId',
    {
      preHandler: requireAuth,
      schema: { tags, security, summary: '按业务ID复制文件到另一业务ID', body: ZCopyFilesByBussinessIdRequest, response: { 200: envelopeOf(ZFileListResponse) } },
    },
    async (request) => ok(await copyFilesByBussinessId({ db: app.db, signer, actor: actorOf(request), ...request.body })),
  );

  app.get(
    '/getFileUrl',
    { preHandler: requireAuth, schema: { tags, security, summary: '文件的签名链接（1小时内无需令牌即可打开）', querystring: ZFileIdQuery, response: { 200: envelopeOf(ZFileUrlResponse) } } },
    async (request) => ok(await getFileUrl({ db: app.db, signer, actor: actorOf(request), fileId: request.query.fileId })),
  );

  app.get(
    '/getPictureUrls',
    { preHandler: requireAuth, schema: { tags, security, summary: '业务ID下图片的签名链接', querystring: ZPictureUrlsQuery, response: { 200: envelopeOf(ZPictureUrlsResponse) } } },
    async (request) => ok(await getPictureUrls({ db: app.db, signer, actor: actorOf(request), bussinessId: request.query.bussinessId })),
  );

  // Templates are the carrier's public documents (service terms, blank forms): no token needed.
  app.get(
    '/downloadTemplate',
    { schema: { tags, summary: '按编码下载模板/公告文件（如 EpanServiceTerm 服务条款）', querystring: ZFileCodeQuery } },
    async (request, reply) => {
      const template = await getTemplate({ db: app.db, fileCode: request.query.fileCode });
      return sendFile(reply, { originalName: template.fileName, contentType: template.contentType, sizeBytes: template.sizeBytes }, template.content, 'attachment');
    },
  );

  app.get(
    '/getURLByFileCode',
    { schema: { tags, summary: '按编码取模板下载地址', querystring: ZFileCodeQuery, response: { 200: envelopeOf(ZFileCodeUrlResponse) } } },
    async (request) => ok(await getTemplateUrl({ db: app.db, fileCode: request.query.fileCode })),
  );
};

const signedFileRoutes = (signer: FileLinkSigner): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/view',
    { schema: { tags, summary: '签名链接打开文件（getFileUrl 生成，无需令牌，过期或签名不符则拒绝）', querystring: ZSignedFileQuery } },
    async (request, reply) => {
      const { file, content } = await openSignedFile({ db: app.db, storage: app.fileStorage, signer, query: request.query });
      return sendFile(reply, file, content, 'inline');
    },
  );
};

/** Files (001 §7 "Files") under web/auth/file/, and the signed links under web/commonUrl/file/. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await loadOrCreateSecret(app.db, 'file-link-signing-key', () => crypto.randomBytes(32).toString('base64'));
  const signer = createFileLinkSigner(Buffer.from(secret, 'base64'));
  await app.register(authFileRoutes(signer), { prefix: '/web/auth/file' });
  await app.register(signedFileRoutes(signer), { prefix: '/web/commonUrl/file' });
};
