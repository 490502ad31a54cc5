/**
 * A real S3-compatible server for tests (s3rver, objects kept in a temp folder) on a free loopback
 * port, with one bucket. Tests of the object storage run against it, never against a mock; a test
 * of several instances passes `env` to each of them so they share the bucket.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createS3Client } from '../lib/storage-s3.ts';
import { lateBound } from './harness.ts';

/** The key pair s3rver accepts (it checks request signatures). */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
  env: Record<string, string>;
  /** A client of the bucket, configured like the server's, to look at objects directly. */
  client: S3Client;
  /** Stops the server (closing open connections) and deletes its objects. Safe to call twice. */
  stop(): Promise<void>;
}

/** A TestS3Server for a test file (or a describe block): started in beforeAll, stopped in afterAll. */
export function useS3Server(options: { bucket?: string } = {}): TestS3Server {
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return lateBound('useS3Server', () => server);
}

export async function startS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'newsroom-test';
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let address: Awaited<ReturnType<S3rver['run']>>;
  try {
    address = await server.run();
  } catch (err) {
    await fs.rm(directory, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: '1',
  };
  const client = createS3Client({
    bucket,
    endpoint,
    region: env.S3_REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  });
  let stopped = false;
  return {
    endpoint,
    bucket,
    env,
    client,
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      const closing = server.close();
      // Keep-alive connections of the clients would otherwise hold the server open for seconds.
      server.httpServer?.closeAllConnections();
      await closing;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
