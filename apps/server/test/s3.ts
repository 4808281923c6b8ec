/**
 * A local S3-compatible server for tests (s3rver from npm: objects as files in a temporary
 * directory), with one bucket, and the {@link S3Config} that points at it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.ts';

/** A running local S3 server: its configuration for the app, and stop. */
export interface LocalS3 {
  config: S3Config;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** Starts s3rver on a free port of 127.0.0.1 with the bucket `bucket` (default `gratia`). */
export async function startLocalS3(bucket = 'gratia'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      // s3rver's fixed development key pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: '',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
