import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, FileStorageUnavailableError, StoredObjectMissingError, type FileStorage } from './file-storage';

/**
 * Files on local disk under `rootDir` (DATA_DIR/files by default). A write goes to a temporary file
 * renamed into place, so a reader never sees half an object and a crash leaves no partial file under
 * a real key.
 */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        throw new FileStorageUnavailableError(`cannot write ${key} under ${rootDir}`, { cause: error });
      }
    },
    async get(key): Promise<Readable> {
      const file = pathOf(key);
      try {
        const handle = await fs.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredObjectMissingError(key);
        throw new FileStorageUnavailableError(`cannot read ${key} under ${rootDir}`, { cause: error });
      }
    },
    async delete(key) {
      const file = pathOf(key);
      try {
        await fs.rm(file, { force: true });
      } catch (error) {
        throw new FileStorageUnavailableError(`cannot delete ${key} under ${rootDir}`, { cause: error });
      }
    },
  };
}
