import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3Server, type FakeS3Server } from './fake-s3-server';
import { createLocalFileStorage, createS3FileStorage, FileStorageUnavailableError, StoredObjectMissingError, type FileStorage } from './index';

const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret' };

/** The behaviour both stores must share. */
function behavesAsFileStorage(name: string, make: () => FileStorage) {
  describe(`${name} file storage`, () => {
    it('writes, reads back, replaces and deletes an object', async () => {
      const storage = make();
      await storage.put('2026/07/a.pdf', Buffer.from('%PDF-1.4 first'), 'application/pdf');
      expect((await buffer(await storage.get('2026/07/a.pdf'))).toString()).toBe('%PDF-1.4 first');
      await storage.put('2026/07/a.pdf', Buffer.from('%PDF-1.4 second'), 'application/pdf');
      expect((await buffer(await storage.get('2026/07/a.pdf'))).toString()).toBe('%PDF-1.4 second');
      await storage.delete('2026/07/a.pdf');
      await expect(storage.get('2026/07/a.pdf')).rejects.toBeInstanceOf(StoredObjectMissingError);
      await storage.delete('2026/07/a.pdf');
    });

    it('refuses keys that could leave the store', async () => {
      const storage = make();
      await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get('a/../../b')).rejects.toThrow(/invalid storage key/);
    });
  });
}

let rootDir: string;
let fakeS3: FakeS3Server;

beforeAll(async () => {
  rootDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-files-'));
  fakeS3 = await startFakeS3Server({ bucket: 'uploads', region: 'cn-north-1', credentials });
});

afterAll(async () => {
  await fs.rm(rootDir, { recursive: true, force: true });
  await fakeS3?.close();
});

behavesAsFileStorage('local', () => createLocalFileStorage(rootDir));
behavesAsFileStorage('S3', () => createS3FileStorage({ endpoint: fakeS3.endpoint, bucket: 'uploads', region: 'cn-north-1', credentials }));

describe('S3 file storage against the signing store', () => {
  it('sends signed path-style requests the store accepts', async () => {
    const storage = createS3FileStorage({ endpoint: `${fakeS3.endpoint}/`, bucket: 'uploads', region: 'cn-north-1', credentials });
    await storage.put('2026/07/b.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect(fakeS3.objects.get('2026/07/b.png')?.contentType).toBe('image/png');
    expect(fakeS3.requests).toContain('PUT /uploads/2026/07/b.png');
  });

  it('reports a wrong secret as the store being unavailable, not as a missing object', async () => {
    const storage = createS3FileStorage({ endpoint: fakeS3.endpoint, bucket: 'uploads', region: 'cn-north-1', credentials: { ...credentials, secretAccessKey: 'wrong' } });
    await expect(storage.put('2026/07/c.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(storage.get('2026/07/c.png')).rejects.toBeInstanceOf(FileStorageUnavailableError);
  });

  it('reports an unreachable store as unavailable', async () => {
    const storage = createS3FileStorage({ endpoint: 'http://127.0.0.1:9', bucket: 'uploads', region: 'cn-north-1', credentials, timeoutMs: 2_000 });
    await expect(storage.get('2026/07/d.png')).rejects.toBeInstanceOf(FileStorageUnavailableError);
  });
});

describe('local file storage', () => {
  it('never leaves a partial file under the real key', async () => {
    const storage = createLocalFileStorage(rootDir);
    await storage.put('2026/08/e.pdf', Buffer.from('%PDF'), 'application/pdf');
    const names = await fs.readdir(path.join(rootDir, '2026', '08'));
    expect(names).toEqual(['e.pdf']);
  });
});
