import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError, ERROR_MESSAGES_EN } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { SEED_DOCUMENTS } from '../../../seed/file/seed-documents';
import { startFakeS3Server, type FakeS3Server } from '../../platform/files/fake-s3-server';
import { callApi, freshIp, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fileTooLarge } from './file-errors';
import { linkDemoEnterprise, multipartBody, smallJpeg, smallPdf, smallPng, type MultipartPart } from './file.test-support';
import { enterpriseRelationRequest } from '../enterprise';
import { assertFilesOwnedBy, storedFile } from './index';

let testApp: TestApp;
let dataDir: string;
let owner: { token: string; userId: string }; // demo_ent, main account
let sub: { token: string; userId: string }; // demo_sub, sub-account of the same enterprise (OWN visibility)
let stranger: { token: string; userId: string }; // demo_person, no enterprise

const MAX_BYTES = 1024 * 1024;

async function upload(token: string | undefined, parts: MultipartPart[], query: Record<string, string> = { fileType: 'businessLicense' }, acceptLanguage?: string) {
  const body = multipartBody(parts);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/web/auth/file/uploadFile',
    query,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `bearer ${token}` } : {}), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    remoteAddress: freshIp(),
  });
  return { status: response.statusCode, body: response.json() };
}

const filePart = (fileName: string, content: Buffer, contentType = 'application/octet-stream'): MultipartPart => ({ name: 'file', fileName, contentType, content });

async function uploadOk(token: string, fileName: string, content: Buffer, query: Record<string, string> = { fileType: 'businessLicense' }): Promise<string> {
  const answer = await upload(token, [filePart(fileName, content)], query);
  expect(answer.body, `upload ${fileName}`).toMatchObject({ code: 0 });
  return answer.body.data.fileId;
}

function download(token: string | undefined, fileId: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/web/auth/file/download',
    query: { fileId },
    headers: token ? { authorization: `bearer ${token}` } : {},
    remoteAddress: freshIp(),
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-file-test-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir, FILE_MAX_BYTES: String(MAX_BYTES) } });
  await linkDemoEnterprise(testApp);
  owner = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
  sub = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
  stranger = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
});

afterAll(async () => {
  await testApp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('POST web/auth/file/uploadFile', () => {
  it('stores an image with its sniffed type and answers the file record with a signed url', async () => {
    const content = smallPng();
    const answer = await upload(owner.token, [filePart('营业执照.png', content, 'image/png')], { fileType: 'businessLicense', bussinessId: 'CERT-UPLOAD-1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 0,
      data: { fileName: '营业执照.png', fileSize: content.length, fileType: 'businessLicense', bussinessId: 'CERT-UPLOAD-1' },
    });
    expect(answer.body.data.url).toMatch(/^\/api\/web\/commonUrl\/file\/view\?fileId=/);
    const [row] = await testApp.database.db.select().from(storedFile).where(eq(storedFile.id, answer.body.data.fileId));
    expect(row).toMatchObject({
      ownerUserId: owner.userId,
      contentType: 'image/png',
      extension: '.png',
      sha256: crypto.createHash('sha256').update(content).digest('hex'),
    });
    const onDisk = await fs.readFile(path.join(dataDir, 'files', ...row!.storageKey.split('/')));
    expect(onDisk.equals(content)).toBe(true);
  });

  it('accepts JPEG and PDF for certificates and spreadsheets for documents only', async () => {
    await uploadOk(owner.token, 'id-front.JPG', smallJpeg(), { fileType: 'idCard' });
    await uploadOk(owner.token, 'licence.pdf', smallPdf());
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
    await uploadOk(owner.token, '装箱单.xlsx', xlsx, { fileType: 'orderAttachment' });
    const refused = await upload(owner.token, [filePart('装箱单.xlsx', xlsx)], { fileType: 'businessLicense' });
    expect(refused.body).toMatchObject({ code: 5002, msg: '不支持的文件格式' });
  });

  it('refuses extensions outside the list', async () => {
    for (const name of ['virus.exe', 'scan.gif', 'letter.docx', 'noextension']) {
      const answer = await upload(owner.token, [filePart(name, smallPng())]);
      expect(answer.body, name).toMatchObject({ code: 5002, msg: '不支持的文件格式', data: { field: 'file' } });
    }
  });

  it('refuses disguised content: a PDF or an executable renamed to an image', async () => {
    const pdfAsPng = await upload(owner.token, [filePart('licence.png', smallPdf(), 'image/png')]);
    expect(pdfAsPng.body).toMatchObject({ code: 5003, msg: '文件内容与格式不符' });
    const exeAsJpg = await upload(owner.token, [filePart('photo.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'image/jpeg')]);
    expect(exeAsJpg.body).toMatchObject({ code: 5003, msg: '文件内容与格式不符' });
    const pngAsPdf = await upload(owner.token, [filePart('licence.pdf', smallPng(), 'application/pdf')]);
    expect(pngAsPdf.body).toMatchObject({ code: 5003 });
  });

  it('refuses an empty file', async () => {
    expect((await upload(owner.token, [filePart('empty.pdf', Buffer.alloc(0))])).body).toMatchObject({ code: 5004, msg: '文件内容为空' });
  });

  it('refuses a file over FILE_MAX_BYTES naming the limit, and stores nothing', async () => {
    const before = await testApp.database.db.select({ id: storedFile.id }).from(storedFile);
    const big = Buffer.concat([smallPdf(), Buffer.alloc(MAX_BYTES)]);
    const answer = await upload(owner.token, [filePart('big.pdf', big)]);
    expect(answer.body).toMatchObject({ code: 5001, msg: '文件大小不能超过1MB' });
    expect(await testApp.database.db.select({ id: storedFile.id }).from(storedFile)).toHaveLength(before.length);
    // The default limit reads as the spec's message.
    expect(fileTooLarge(10 * 1024 * 1024).message).toBe('文件大小不能超过10MB');
  });

  it('words the refusals in English for an English page (Accept-Language), naming the same limit and field', async () => {
    const big = Buffer.concat([smallPdf(), Buffer.alloc(MAX_BYTES)]);
    const english = await upload(owner.token, [filePart('big.pdf', big)], undefined, 'en-US,en;q=0.9');
    expect(english.body).toMatchObject({ code: 5001, msg: 'The file cannot be larger than 1MB', data: { field: 'file', maxBytes: MAX_BYTES } });
    const chinese = await upload(owner.token, [filePart('big.pdf', big)]);
    expect(chinese.body).toMatchObject({ code: 5001, msg: '文件大小不能超过1MB', data: { field: 'file', maxBytes: MAX_BYTES } });
    // The default limit reads as the catalogue's English.
    expect(fileTooLarge(10 * 1024 * 1024).english).toBe(ERROR_MESSAGES_EN.FILE_TOO_LARGE);

    const noFile = await upload(owner.token, [{ name: 'note', content: Buffer.from('x') }], undefined, 'en-US');
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ code: 400, msg: 'Bad request: file: Please choose a file to upload', data: { fields: [{ field: 'file' }] } });
  });

  it('answers malformed uploads with the 400 envelope naming the field, never 500', async () => {
    const json = await callApi(testApp, 'POST', 'web/auth/file/uploadFile?fileType=businessLicense', { token: owner.token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ code: 400, data: { fields: [{ field: 'file' }] } });

    const inject = (headers: Record<string, string>, payload: string | Buffer) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/web/auth/file/uploadFile?fileType=businessLicense',
        headers: { authorization: `bearer ${owner.token}`, ...headers },
        payload,
        remoteAddress: freshIp(),
      });
    const noBoundary = await inject({ 'content-type': 'multipart/form-data' }, 'whatever');
    const truncated = await inject(
      { 'content-type': 'multipart/form-data; boundary=abc' },
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then the body stops',
    );
    const garbage = await inject({ 'content-type': 'multipart/form-data; boundary=abc' }, 'this is not multipart at all');
    const onlyField = multipartBody([{ name: 'note', content: 'no file here' }]);
    const noFile = await inject(onlyField.headers, onlyField.payload);
    for (const [name, response] of Object.entries({ noBoundary, truncated, garbage, noFile })) {
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ code: 400, data: { fields: [{ field: 'file' }] } });
      expect(response.json().msg, name).toMatch(/^请求错误：file: /);
    }
  });

  it('parses multipart bodies only for the upload: another call sent one gets 415 in the envelope and changes nothing', async () => {
    const fileId = await uploadOk(owner.token, 'kept.pdf', smallPdf());
    const form = multipartBody([{ name: 'fileId', content: fileId }]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/auth/file/delete',
      headers: { authorization: `bearer ${owner.token}`, ...form.headers },
      payload: form.payload,
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415, msg: expect.stringMatching(/^不支持的请求格式/) });
    expect((await download(owner.token, fileId)).statusCode, 'the file is still there').toBe(200);
  });

  it('takes the first file of a form with a field before it and a second file after it', async () => {
    const answer = await upload(owner.token, [
      { name: 'note', content: '营业执照正本' },
      filePart('first.pdf', smallPdf()),
      filePart('second.png', smallPng()),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { fileName: 'first.pdf' } });
  });

  it('checks fileType and the token before anything else', async () => {
    const missing = await upload(owner.token, [filePart('a.pdf', smallPdf())], {});
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('fileType');
    const unknown = await upload(owner.token, [filePart('a.pdf', smallPdf())], { fileType: 'selfie' });
    expect(unknown.body).toMatchObject({ code: 400, data: { fields: [{ field: 'fileType', message: '文件类型不正确' }] } });
    expect((await upload(undefined, [filePart('a.pdf', smallPdf())])).status).toBe(401);
  });
});

describe('download, signed links and delete', () => {
  let fileId: string;
  beforeAll(async () => {
    fileId = await uploadOk(owner.token, '营业执照 (副本).pdf', smallPdf());
  });

  it('streams the file to its owner under its UTF-8 name', async () => {
    const response = await download(owner.token, fileId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____ (__).pdf"; filename*=UTF-8''${encodeURIComponent('营业执照 (副本).pdf').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(response.rawPayload.equals(smallPdf())).toBe(true);
  });

  it("answers another enterprise's user 404 as if the file did not exist", async () => {
    const response = await download(stranger.token, fileId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 5005, msg: `文件不存在：${fileId}` });
    const absent = await download(owner.token, crypto.randomUUID());
    expect(absent.statusCode).toBe(404);
    expect(absent.json().code).toBe(5005);
    const malformed = await download(owner.token, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toContain('fileId');
  });

  it('opens with the signed link without a token, and refuses a tampered one', async () => {
    const link = await callApi<{ url: string; expiresAt: string }>(testApp, 'GET', 'web/auth/file/getFileUrl', { token: owner.token, query: { fileId } });
    expect(link.body.code).toBe(0);
    const opened = await testApp.app.inject({ method: 'GET', url: link.body.data.url, remoteAddress: freshIp() });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toMatch(/^inline; /);
    // Flip the signature's first character to a different one: a fixed replacement would be a no-op
    // whenever the signature already starts with it (1 in 64 runs).
    const tamperedUrl = link.body.data.url.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect(tamperedUrl).not.toBe(link.body.data.url);
    const tampered = await testApp.app.inject({ method: 'GET', url: tamperedUrl, remoteAddress: freshIp() });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ code: 5007 });
    expect((await callApi(testApp, 'GET', 'web/auth/file/getFileUrl', { token: stranger.token, query: { fileId } })).body.code).toBe(5005);
  });

  it("lets only the owner's side delete; afterwards the file is gone for everyone", async () => {
    const other = await callApi(testApp, 'POST', 'web/auth/file/delete', { token: stranger.token, body: { fileId } });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(5005);
    expect((await download(owner.token, fileId)).statusCode).toBe(200);

    const deleted = await callApi(testApp, 'POST', 'web/auth/file/delete', { token: owner.token, body: { fileId } });
    expect(deleted.body).toMatchObject({ code: 0, data: true });
    expect((await download(owner.token, fileId)).statusCode).toBe(404);
    const [row] = await testApp.database.db.select().from(storedFile).where(eq(storedFile.id, fileId));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('the licence a demo company was certified on', () => {
  it("is named by demo_ent's enterprise info and its certification, and downloads as the seeded PDF", async () => {
    const info = await callApi<{ licenseFileIds: string[] }>(testApp, 'GET', 'web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo', { token: owner.token });
    expect(info.body.data.licenseFileIds).toEqual([SEED_DOCUMENTS.huaxinLicence.id]);
    const { rows } = await testApp.database.pool.query<{ file_ids: string[] }>("select file_ids from certification_request where user_id = $1 and status = 'Confirm'", [owner.userId]);
    expect(rows[0]!.file_ids).toEqual([SEED_DOCUMENTS.huaxinLicence.id]);
    const opened = await download(owner.token, SEED_DOCUMENTS.huaxinLicence.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another company's licence is not demo_ent's to open.
    expect((await download(owner.token, SEED_DOCUMENTS.gangtongLicence.id)).statusCode).toBe(404);
  });
});

describe('files of a business object', () => {
  it('lists by bussinessId what the caller may see, oldest first', async () => {
    const first = await uploadOk(owner.token, 'a.pdf', smallPdf(), { fileType: 'businessLicense', bussinessId: 'CERT-LIST-1' });
    const second = await uploadOk(owner.token, 'b.png', smallPng(), { fileType: 'idCard', bussinessId: 'CERT-LIST-1' });
    const later = await uploadOk(owner.token, 'c.jpg', smallJpeg(), { fileType: 'idCard' });
    const linked = await callApi(testApp, 'POST', 'web/auth/file/updateFilesBussinessId', { token: owner.token, body: { fileIds: [later], bussinessId: 'CERT-LIST-1' } });
    expect(linked.body).toMatchObject({ code: 0, data: true });

    const list = await callApi<Array<{ fileId: string; fileName: string }>>(testApp, 'GET', 'web/auth/file/searchFileList', { token: owner.token, query: { bussinessId: 'CERT-LIST-1' } });
    expect(list.body.data.map((file) => file.fileId)).toEqual([first, second, later]);
    const images = await callApi<Array<{ fileId: string }>>(testApp, 'GET', 'web/auth/file/searchFileList', { token: owner.token, query: { bussinessId: 'CERT-LIST-1', fileType: 'idCard' } });
    expect(images.body.data.map((file) => file.fileId)).toEqual([second, later]);
    const pictures = await callApi<Array<{ fileId: string }>>(testApp, 'GET', 'web/auth/file/getPictureUrls', { token: owner.token, query: { bussinessId: 'CERT-LIST-1' } });
    expect(pictures.body.data.map((file) => file.fileId)).toEqual([second, later]);
    const byFile = await callApi<Array<{ fileId: string }>>(testApp, 'GET', 'web/auth/file/getAttachmentInfo', { token: owner.token, query: { fileId: first } });
    expect(byFile.body.data.map((file) => file.fileId)).toEqual([first]);

    const strangers = await callApi<unknown[]>(testApp, 'GET', 'web/auth/file/searchFileList', { token: stranger.token, query: { bussinessId: 'CERT-LIST-1' } });
    expect(strangers.body).toMatchObject({ code: 0, data: [] });
  });

  it("refuses to attach someone else's file, naming it, and changes nothing", async () => {
    const mine = await uploadOk(stranger.token, 'mine.pdf', smallPdf());
    const theirs = await uploadOk(owner.token, 'theirs.pdf', smallPdf());
    const answer = await callApi(testApp, 'POST', 'web/auth/file/updateFilesBussinessId', { token: stranger.token, body: { fileIds: [mine, theirs], bussinessId: 'STEAL-1' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 5005, msg: `文件不存在：${theirs}` });
    const rows = await testApp.database.db.select({ businessId: storedFile.businessId }).from(storedFile).where(eq(storedFile.id, mine));
    expect(rows[0]?.businessId).toBeNull();
  });

  it('copies the files of one business object to another', async () => {
    await uploadOk(owner.token, 'copy-me.pdf', smallPdf(), { fileType: 'orderAttachment', bussinessId: 'ORDER-COPY-1' });
    const copied = await callApi<Array<{ fileId: string; bussinessId: string }>>(testApp, 'POST', 'web/auth/file/copyFilesByBussinessId', {
      token: owner.token,
      body: { fromBussinessId: 'ORDER-COPY-1', toBussinessId: 'ORDER-COPY-2' },
    });
    expect(copied.body.data).toHaveLength(1);
    expect(copied.body.data[0]?.bussinessId).toBe('ORDER-COPY-2');
    expect((await download(owner.token, copied.body.data[0]!.fileId)).rawPayload.equals(smallPdf())).toBe(true);
  });
});

describe('enterprise visibility', () => {
  it("shows a sub-account's upload to the main account, but not the main account's to an OWN sub-account", async () => {
    const subFile = await uploadOk(sub.token, 'sub.pdf', smallPdf(), { fileType: 'businessLicense', bussinessId: 'ENT-SHARED-1' });
    const mainFile = await uploadOk(owner.token, 'main.pdf', smallPdf(), { fileType: 'businessLicense', bussinessId: 'ENT-SHARED-1' });
    expect((await download(owner.token, subFile)).statusCode).toBe(200);
    expect((await download(sub.token, mainFile)).statusCode).toBe(404);
    const seenByMain = await callApi<Array<{ fileId: string }>>(testApp, 'GET', 'web/auth/file/searchFileList', { token: owner.token, query: { bussinessId: 'ENT-SHARED-1' } });
    expect(seenByMain.body.data.map((file) => file.fileId).sort()).toEqual([subFile, mainFile].sort());
    const seenBySub = await callApi<Array<{ fileId: string }>>(testApp, 'GET', 'web/auth/file/searchFileList', { token: sub.token, query: { bussinessId: 'ENT-SHARED-1' } });
    expect(seenBySub.body.data.map((file) => file.fileId)).toEqual([subFile]);
  });
});

describe('a sub-account with ALL visibility', () => {
  it("sees the enterprise's files but may not delete the main account's", async () => {
    const db = testApp.database.db;
    await db.update(enterpriseRelationRequest).set({ visibility: 'ALL' }).where(eq(enterpriseRelationRequest.userId, sub.userId));
    try {
      const mainFile = await uploadOk(owner.token, 'main-all.pdf', smallPdf(), { fileType: 'businessLicense', bussinessId: 'ENT-ALL-1' });
      expect((await download(sub.token, mainFile)).statusCode).toBe(200);
      const seen = await callApi<Array<{ fileId: string }>>(testApp, 'GET', 'web/auth/file/searchFileList', { token: sub.token, query: { bussinessId: 'ENT-ALL-1' } });
      expect(seen.body.data.map((file) => file.fileId)).toEqual([mainFile]);
      const deleted = await callApi(testApp, 'POST', 'web/auth/file/delete', { token: sub.token, body: { fileId: mainFile } });
      expect(deleted.status).toBe(403);
      expect(deleted.body).toMatchObject({ code: 5009, msg: '只能操作本人上传的文件' });
      expect((await download(stranger.token, mainFile)).statusCode).toBe(404);
    } finally {
      await db.update(enterpriseRelationRequest).set({ visibility: 'OWN' }).where(eq(enterpriseRelationRequest.userId, sub.userId));
    }
  });
});

describe('assertFilesOwnedBy (for other areas)', () => {
  it("passes for the user's own files and names the first file that is not", async () => {
    const own = await uploadOk(stranger.token, 'own.pdf', smallPdf());
    const foreign = await uploadOk(owner.token, 'foreign.pdf', smallPdf());
    const db = testApp.database.db;
    await expect(assertFilesOwnedBy({ db, userId: stranger.userId, fileIds: [own] })).resolves.toBeUndefined();
    const refusal = await assertFilesOwnedBy({ db, userId: stranger.userId, fileIds: [own, foreign] }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ key: 'FILE_NOT_FOUND', httpStatus: 404, message: `文件不存在：${foreign}`, data: { field: 'fileIds', fileId: foreign } });
  });
});

describe('templates by file code', () => {
  it('serves the service terms PDF to anyone and refuses an unknown code', async () => {
    const link = await callApi<{ fileCode: string; fileName: string; url: string }>(testApp, 'GET', 'web/auth/file/getURLByFileCode', { query: { fileCode: 'EpanServiceTerm' } });
    expect(link.body).toMatchObject({ code: 0, data: { fileCode: 'EpanServiceTerm', fileName: '在线订舱服务条款.pdf' } });
    const file = await testApp.app.inject({ method: 'GET', url: link.body.data.url, remoteAddress: freshIp() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unknown = await callApi(testApp, 'GET', 'web/auth/file/downloadTemplate', { query: { fileCode: 'NoSuchTemplate' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 5006 });
  });
});

describe('with FILE_STORAGE=s3', () => {
  let s3App: TestApp;
  let fakeS3: FakeS3Server;
  const credentials = { accessKeyId: 'COASTBOOKTEST', secretAccessKey: 'coastbook-test-secret' };

  beforeAll(async () => {
    fakeS3 = await startFakeS3Server({ bucket: 'coastbook-files', region: 'cn-east-1', credentials });
    s3App = await createTestApp({
      env: {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: fakeS3.endpoint,
        S3_BUCKET: 'coastbook-files',
        S3_REGION: 'cn-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await s3App?.close();
    await fakeS3?.close();
  });

  it('uploads to and downloads from the bucket', async () => {
    const { token } = await loginAs(s3App, 'demo_ent', DEMO_PASSWORD);
    const body = multipartBody([filePart('licence.pdf', smallPdf())]);
    const uploaded = await s3App.app.inject({
      method: 'POST',
      url: '/api/web/auth/file/uploadFile?fileType=businessLicense',
      payload: body.payload,
      headers: { ...body.headers, authorization: `bearer ${token}` },
    });
    expect(uploaded.json()).toMatchObject({ code: 0 });
    expect(fakeS3.requests.some((line) => line.startsWith('PUT /coastbook-files/'))).toBe(true);
    const response = await s3App.app.inject({
      method: 'GET',
      url: `/api/web/auth/file/download?fileId=${uploaded.json().data.fileId}`,
      headers: { authorization: `bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(smallPdf())).toBe(true);
  });

  it('answers 503 with the envelope when the bucket refuses', async () => {
    const { token } = await loginAs(s3App, 'demo_ent', DEMO_PASSWORD);
    fakeS3.objects.clear();
    const broken = await createTestApp({
      env: { FILE_STORAGE: 's3', S3_ENDPOINT: fakeS3.endpoint, S3_BUCKET: 'coastbook-files', S3_ACCESS_KEY_ID: 'COASTBOOKTEST', S3_SECRET_ACCESS_KEY: 'wrong' },
    });
    try {
      const login = await loginAs(broken, 'demo_ent', DEMO_PASSWORD);
      const body = multipartBody([filePart('licence.pdf', smallPdf())]);
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/web/auth/file/uploadFile?fileType=businessLicense',
        payload: body.payload,
        headers: { ...body.headers, authorization: `bearer ${login.token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 5008, msg: '文件服务暂不可用，请稍后再试' });
      expect(await broken.database.db.select().from(storedFile).where(eq(storedFile.originalName, 'licence.pdf'))).toHaveLength(0);
    } finally {
      await broken.close();
    }
    expect(token).toBeTruthy();
  });
});
