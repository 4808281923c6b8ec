/**
 * Where the bytes of uploaded images live (ARCHITECTURE "Media", issue 6). The rest of the server
 * sees only {@link ObjectStorage}: keys in, bytes out. {@link diskStorage} keeps the objects as
 * files under `<DATA_DIR>/uploads`; an object store (S3 and the like) can replace it later by
 * implementing the same three calls, with no change to the routes, the seed or the database.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Keys are flat names of lowercase letters, digits, `_`, `-` and `.`, 1–200 characters, not starting with a dot. */
const SAFE_KEY = /^[a-z0-9_-][a-z0-9_.-]{0,199}$/;

/** True when `key` is acceptable to every {@link ObjectStorage} (no separators, no `..`, no hidden names). */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/** Thrown for a key that is not {@link isSafeKey}; a programming error, never a client's. */
export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'UnsafeKeyError';
  }
}

/**
 * A flat key → bytes store. Objects are written once and never changed (image keys are random),
 * so readers may cache them forever. Every call throws {@link UnsafeKeyError} for an unsafe key.
 */
export interface ObjectStorage {
  /** Stores `data` under `key`, replacing any previous object; readers never see a partial object. */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the object's bytes and its size in bytes, or null when there is no such object. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the object; fine when it does not exist. */
  delete(key: string): Promise<void>;
}

/**
 * {@link ObjectStorage} on the local disk: one file per key directly under `root` (created on the
 * first write, so a server that never stores anything leaves no directory behind). A write goes
 * to a temporary file in the same directory and is renamed into place, which is atomic on POSIX.
 */
export function diskStorage(root: string): ObjectStorage {
  const dir = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new UnsafeKeyError(key);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(dir, { recursive: true });
      // Temporary names start with a dot, which no key may, so they never collide with an object.
      const tmp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await fsp.writeFile(tmp, data, { mode: 0o640 });
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, fs.constants.O_RDONLY);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}

/** The default storage of a server whose data directory is `dataDir`: `<dataDir>/uploads` on disk. */
export function defaultStorage(dataDir: string): ObjectStorage {
  return diskStorage(path.join(dataDir, 'uploads'));
}
