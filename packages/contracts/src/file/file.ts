import { z } from 'zod';
import { FILE_TYPE_VALUES } from './file-types';

/** Files (001 §7 "Files", web/auth/file/). `bussinessId` is spelled as the spec spells it. */

const fileTypeMessage = '文件类型不正确';
export const ZFileType = z.enum(FILE_TYPE_VALUES, { error: fileTypeMessage }).describe(`one of ${FILE_TYPE_VALUES.join(', ')}`);

const ZFileId = z.uuid({ error: '文件ID格式不正确' });
/** The object a file is attached to (an enterprise certification, an order...): free text chosen by the caller's area. */
export const ZBussinessId = z
  .string({ error: '业务ID不能为空' })
  .trim()
  .min(1, '业务ID不能为空')
  .max(64, '业务ID长度不能超过64个字符')
  .regex(/^[A-Za-z0-9_:.-]+$/, '业务ID只能包含字母、数字和 _ : . -');

/** POST web/auth/file/uploadFile?fileType=…[&bussinessId=…], multipart/form-data with one part named `file`. */
export const ZUploadFileQuery = z.object({
  fileType: ZFileType,
  bussinessId: ZBussinessId.optional(),
});
export type TUploadFileQuery = z.infer<typeof ZUploadFileQuery>;

/** One stored file as every file call answers it. */
export const ZFileInfo = z.object({
  fileId: z.string(),
  fileName: z.string().describe('the name it was uploaded with'),
  fileSize: z.number().int().describe('bytes'),
  fileType: z.string(),
  extension: z.string().describe("lower case with the dot, e.g. '.pdf'"),
  contentType: z.string().describe('from the content sniffed at upload, not from the browser'),
  bussinessId: z.string().nullable(),
  uploadTime: z.string().describe('ISO time'),
  url: z.string().describe('signed link that opens the file without a token, valid 1 hour (getFileUrl renews it)'),
});
export type TFileInfo = z.infer<typeof ZFileInfo>;

export const ZUploadFileResponse = ZFileInfo.pick({ fileId: true, fileName: true, fileSize: true, fileType: true, url: true, bussinessId: true });
export type TUploadFileResponse = z.infer<typeof ZUploadFileResponse>;

/** GET download / getFileUrl / getAttachmentInfo?fileId=… */
export const ZFileIdQuery = z.object({ fileId: ZFileId });
export type TFileIdQuery = z.infer<typeof ZFileIdQuery>;

/** POST delete. */
export const ZDeleteFileRequest = z.object({ fileId: ZFileId });
export type TDeleteFileRequest = z.infer<typeof ZDeleteFileRequest>;

/** GET searchFileList?bussinessId=…[&fileType=…]: the files of one business object the caller may see, oldest first. */
export const ZSearchFileListQuery = z.object({ bussinessId: ZBussinessId, fileType: ZFileType.optional() });
export type TSearchFileListQuery = z.infer<typeof ZSearchFileListQuery>;
export const ZFileListResponse = z.array(ZFileInfo);
export type TFileListResponse = z.infer<typeof ZFileListResponse>;

/** GET getAttachmentInfo?bussinessId=… or ?fileId=… (exactly one): attachment details as a list. */
export const ZAttachmentInfoQuery = z
  .object({ bussinessId: ZBussinessId.optional(), fileId: ZFileId.optional() })
  .refine((query) => (query.bussinessId === undefined) !== (query.fileId === undefined), { error: '请提供业务ID或文件ID其中之一', path: ['bussinessId'] });
export type TAttachmentInfoQuery = z.infer<typeof ZAttachmentInfoQuery>;

/** POST updateFilesBussinessId: attach the caller's own uploads to a business object (all or none). */
export const ZUpdateFilesBussinessIdRequest = z.object({
  fileIds: z.array(ZFileId, { error: '请选择文件' }).min(1, '请选择文件').max(50, '一次最多50个文件'),
  bussinessId: ZBussinessId,
});
export type TUpdateFilesBussinessIdRequest = z.infer<typeof ZUpdateFilesBussinessIdRequest>;

/** POST copyFilesByBussinessId: the files of one business object the caller may see, attached to another as new records. */
export const ZCopyFilesByBussinessIdRequest = z.object({ fromBussinessId: ZBussinessId, toBussinessId: ZBussinessId });
export type TCopyFilesByBussinessIdRequest = z.infer<typeof ZCopyFilesByBussinessIdRequest>;

/** GET getFileUrl?fileId=…: a fresh signed link. */
export const ZFileUrlResponse = z.object({ fileId: z.string(), url: z.string(), expiresAt: z.string().describe('ISO time') });
export type TFileUrlResponse = z.infer<typeof ZFileUrlResponse>;

/** GET getPictureUrls?bussinessId=…: signed links of the images (not PDFs, not spreadsheets) of a business object. */
export const ZPictureUrlsQuery = z.object({ bussinessId: ZBussinessId });
export const ZPictureUrlsResponse = z.array(ZFileUrlResponse.extend({ fileName: z.string() }));
export type TPictureUrlsResponse = z.infer<typeof ZPictureUrlsResponse>;

/** GET web/commonUrl/file/view?fileId&expires&signature: the signed link itself (no token). */
export const ZSignedFileQuery = z.object({
  fileId: ZFileId,
  expires: z.coerce.number({ error: '链接参数不正确' }).int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, '链接参数不正确'),
});
export type TSignedFileQuery = z.infer<typeof ZSignedFileQuery>;

/** Templates and notices downloadable by code (001 §9), e.g. EpanServiceTerm (000 §7.4). */
export const ZFileCodeQuery = z.object({
  fileCode: z
    .string({ error: '模板编码不能为空' })
    .trim()
    .min(1, '模板编码不能为空')
    .max(64, '模板编码过长')
    .regex(/^[A-Za-z0-9_-]+$/, '模板编码格式不正确'),
});
export type TFileCodeQuery = z.infer<typeof ZFileCodeQuery>;

/** GET getURLByFileCode?fileCode=… */
export const ZFileCodeUrlResponse = z.object({ fileCode: z.string(), fileName: z.string(), url: z.string() });
export type TFileCodeUrlResponse = z.infer<typeof ZFileCodeUrlResponse>;

export const ZFileDoneResponse = z.literal(true);
