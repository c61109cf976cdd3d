import type { TFileCodeUrlResponse } from '@coastbook/contracts';
import { AppError, ERROR_MESSAGES_EN, ERRORS } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { fileTemplate } from './file.tables';

export const TEMPLATE_DOWNLOAD_PATH = '/api/web/auth/file/downloadTemplate';

/** Names the code asked for, so a wrong code in a page or a link is found at once. */
function templateNotFound(fileCode: string): AppError {
  return new AppError('FILE_TEMPLATE_NOT_FOUND', {
    msg: { zh: `${ERRORS.FILE_TEMPLATE_NOT_FOUND.msg}：${fileCode}`, en: `${ERROR_MESSAGES_EN.FILE_TEMPLATE_NOT_FOUND}: ${fileCode}` },
    field: 'fileCode',
  });
}

/** downloadTemplate: a carrier document by its code (EpanServiceTerm, AuthorizationLetter...). */
export async function getTemplate(options: { db: Db; fileCode: string }) {
  const [template] = await options.db.select().from(fileTemplate).where(eq(fileTemplate.fileCode, options.fileCode));
  if (!template) throw templateNotFound(options.fileCode);
  return template;
}

/** getURLByFileCode: where to download a template; the same answer for everyone, so no token is needed. */
export async function getTemplateUrl(options: { db: Db; fileCode: string }): Promise<TFileCodeUrlResponse> {
  const [template] = await options.db
    .select({ fileCode: fileTemplate.fileCode, fileName: fileTemplate.fileName })
    .from(fileTemplate)
    .where(eq(fileTemplate.fileCode, options.fileCode));
  if (!template) throw templateNotFound(options.fileCode);
  return { ...template, url: `${TEMPLATE_DOWNLOAD_PATH}?${new URLSearchParams({ fileCode: template.fileCode })}` };
}
