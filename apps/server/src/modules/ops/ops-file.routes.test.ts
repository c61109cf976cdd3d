import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { OPS_DEMO_PASSWORD } from '../../../seed/ops';
import { auditLog } from '../../platform/audit';
import { callApi, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';
import { storedFile } from '../file';
import { opsTokenFor } from './ops.test-support';

let testApp: TestApp;
let dataDir: string;
let fileId: string;
const CONTENT = Buffer.from('%PDF-1.4\n% demo licence\n');

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-ops-files-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  const [owner] = await testApp.database.db.select().from(userAccount).where(eq(userAccount.logonId, 'demo_new'));
  const storageKey = 'test/ops-licence.pdf';
  await testApp.app.fileStorage.put(storageKey, CONTENT, 'application/pdf');
  const [row] = await testApp.database.db
    .insert(storedFile)
    .values({
      ownerUserId: owner!.id,
      fileType: 'certification',
      originalName: '营业执照.pdf',
      extension: '.pdf',
      contentType: 'application/pdf',
      sizeBytes: CONTENT.length,
      sha256: 'test',
      storageKey,
    })
    .returning();
  fileId = row!.id;
});
afterAll(async () => {
  await testApp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const download = (id: string, token?: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/ops/files/${id}`, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

describe('GET /api/ops/files/:fileId', () => {
  it("lets a reviewer download any customer's upload, with its Chinese name, and records who did", async () => {
    const token = await opsTokenFor(testApp, 'ops_review', OPS_DEMO_PASSWORD);
    const response = await download(fileId, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('营业执照.pdf')}`);
    expect(response.rawPayload.equals(CONTENT)).toBe(true);
    const [row] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'file.download'), eq(auditLog.entityId, fileId)));
    expect(row).toMatchObject({ actorKind: 'operator', entityType: 'stored_file', after: { originalName: '营业执照.pdf' } });
  });

  it('answers 404 for an unknown file and 400 naming fileId for a malformed id', async () => {
    const token = await opsTokenFor(testApp, 'ops_review', OPS_DEMO_PASSWORD);
    const missing = await download('00000000-0000-4000-8000-000000000000', token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(5005);
    const malformed = await download('not-a-uuid', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toContain('fileId');
  });

  it('is closed to customers, even to the file owner', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    expect((await download(fileId, token)).statusCode).toBe(401);
    expect((await callApi(testApp, 'GET', `ops/files/${fileId}`)).status).toBe(401);
  });
});
