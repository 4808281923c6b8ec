/**
 * {@link ObjectStorage} on an S3-compatible object store (AWS S3, MinIO, Ceph, Yandex Object
 * Storage…), so several API processes serve the same uploads (ARCHITECTURE "Media", stateless API
 * processes). Chosen by the `S3_*` variables (config.ts, README "Configuration"); the disk stays
 * the default. Built on the official `@aws-sdk/client-s3`.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { defaultStorage, isSafeKey, UnsafeKeyError, type ObjectStorage } from './storage.ts';

/** Where the objects go: a bucket (and an optional key prefix) at an endpoint. */
export interface S3StorageOptions {
  /** Bucket name; it must exist. */
  bucket: string;
  /** Region (S3_REGION, default `us-east-1`; S3-compatible stores usually ignore it). */
  region: string;
  /** Endpoint URL of an S3-compatible store (S3_ENDPOINT); undefined = AWS S3 of `region`. */
  endpoint?: string | undefined;
  /** Access key pair (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY); undefined = the SDK's default chain (env, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), needed by most self-hosted stores (S3_FORCE_PATH_STYLE). */
  forcePathStyle?: boolean;
  /** Prepended to every key (S3_PREFIX, e.g. `gratia/`), so one bucket can hold several installations. */
  prefix?: string;
}

/** True when the SDK error means "no such object" (a missing key answers 404 NoSuchKey, or NotFound for HEAD). */
function isMissing(err: unknown): boolean {
  if (err instanceof NoSuchKey) return true;
  return err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
}

/**
 * An {@link ObjectStorage} over one bucket. `put` is a single PutObject (S3 never shows a partial
 * object); `get` streams the body with its ContentLength, null for a missing key; `delete` is
 * idempotent. Keys are checked with {@link isSafeKey} before any request ({@link UnsafeKeyError}).
 * Network and permission failures reject with the SDK's error (the routes answer 500).
 */
export function s3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
  });
  const prefix = options.prefix ?? '';
  const keyOf = (key: string) => {
    if (!isSafeKey(key)) throw new UnsafeKeyError(key);
    return prefix + key;
  };
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: keyOf(key), Body: data, ContentLength: data.length, ContentType: 'application/octet-stream' }),
      );
    },
    async get(key) {
      const objectKey = keyOf(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey }));
        if (!(res.Body instanceof Readable)) throw new Error(`S3 GetObject of ${objectKey} returned no stream`);
        return { stream: res.Body, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
  };
}

/**
 * The storage a server configuration names: {@link s3Storage} when `s3` is set (S3_BUCKET), else
 * files under `<dataDir>/uploads` ({@link defaultStorage}).
 */
export function storageFromConfig(config: { dataDir: string; s3?: S3StorageOptions | undefined }): ObjectStorage {
  return config.s3 ? s3Storage(config.s3) : defaultStorage(config.dataDir);
}
