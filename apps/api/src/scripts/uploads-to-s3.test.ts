/**
 * `npm run uploads:to-s3` against a real S3 server (s3rver): copies a folder, copies nothing the
 * second time, resumes after an interruption, counts failures and exits non-zero on them.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage, type FileStorage } from '../lib/storage.ts';
import { createS3Storage } from '../lib/storage-s3.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { copyUploads } from './uploads-to-s3.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

/** What a DATA_DIR/uploads folder holds: images, a thumbnail and a write that never finished. */
const FILES = [
  'posts/covers/2026/03/a.jpg',
  'posts/covers/2026/03/b.png',
  'posts/content/2026/04/c.jpg',
  'banners/2026/04/d.jpg',
  'demo/cover-01.jpg',
  '.thumbs/h200/posts/covers/2026/03/a.jpg',
];

let s3: TestS3Server;
let dataDir: string;
let uploads: string;
let disk: FileStorage;
let bucket: FileStorage;
const contents = new Map<string, Buffer>();

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.stop();
});

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-copy-'));
  uploads = path.join(dataDir, 'uploads');
  disk = createDiskStorage(uploads);
  // A folder of its own in the bucket per test: a prefix keeps the tests apart.
  const prefix = `t${randomBytes(4).toString('hex')}/`;
  for (const file of FILES) {
    const bytes = randomBytes(100 + contents.size * 37);
    contents.set(prefix + file, bytes);
    await disk.put(prefix + file, bytes);
  }
  await fs.writeFile(path.join(uploads, prefix, 'posts/covers/2026/03/e.jpg.1a2b3c.tmp'), 'félkész');
  bucket = createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
});

afterEach(async () => {
  await bucket.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function keysOnDisk(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of disk.list()) keys.push(entry.key);
  return keys.sort();
}

async function objectBytes(key: string): Promise<Buffer | undefined> {
  try {
    const reply = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from((await reply.Body?.transformToByteArray()) ?? []);
  } catch {
    return undefined;
  }
}

const quiet = { log: () => undefined };

describe('copyUploads', () => {
  it('copies every file (thumbnails too, temp files not), then nothing the second time', async () => {
    const keys = await keysOnDisk();
    expect(keys).toHaveLength(FILES.length);
    expect(await copyUploads(disk, bucket, quiet)).toEqual({ copied: FILES.length, skipped: 0, failed: 0 });
    for (const key of keys)
      expect((await objectBytes(key))?.equals(contents.get(key) ?? Buffer.alloc(0))).toBe(true);
    expect(keys.some((k) => k.includes('.thumbs/h200/'))).toBe(true);

    const before = new Map<string, Date>();
    for await (const entry of bucket.list()) before.set(entry.key, entry.lastModified);
    expect(await copyUploads(disk, bucket, quiet)).toEqual({ copied: 0, skipped: FILES.length, failed: 0 });
    for await (const entry of bucket.list()) expect(entry.lastModified).toEqual(before.get(entry.key));
  });

  it('resumes an interrupted copy: copies what is missing or cut short, skips what is there', async () => {
    const keys = await keysOnDisk();
    const [whole, cutShort, ...rest] = keys;
    if (!whole || !cutShort) throw new Error('too few files');
    // As a copy interrupted after the first file and in the middle of the second would leave it.
    await bucket.put(whole, contents.get(whole) ?? Buffer.alloc(0));
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: cutShort,
        Body: contents.get(cutShort)?.subarray(0, 10),
      }),
    );
    expect(await copyUploads(disk, bucket, quiet)).toEqual({
      copied: rest.length + 1,
      skipped: 1,
      failed: 0,
    });
    expect((await objectBytes(cutShort))?.equals(contents.get(cutShort) ?? Buffer.alloc(0))).toBe(true);

    // A file that went missing from the bucket is copied again.
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: whole }));
    expect(await copyUploads(disk, bucket, quiet)).toEqual({
      copied: 1,
      skipped: FILES.length - 1,
      failed: 0,
    });
  });

  it('counts a file it could not copy, copies the others, and copies it on the next run', async () => {
    const [broken] = await keysOnDisk();
    let refuse = true;
    const flaky: FileStorage = {
      ...bucket,
      put: (key, data) =>
        refuse && key === broken ? Promise.reject(new Error('Slow Down')) : bucket.put(key, data),
    };
    const lines: string[] = [];
    expect(await copyUploads(disk, flaky, { log: (line) => lines.push(line) })).toEqual({
      copied: FILES.length - 1,
      skipped: 0,
      failed: 1,
    });
    expect(lines).toContain(`  failed: ${broken}: Slow Down`);
    refuse = false;
    expect(await copyUploads(disk, flaky, quiet)).toEqual({
      copied: 1,
      skipped: FILES.length - 1,
      failed: 0,
    });
  });
});

describe('npm run uploads:to-s3', () => {
  const script = path.join(repoRoot, 'apps/api/src/scripts/uploads-to-s3.ts');

  function runScript(env: Record<string, string>) {
    return run(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
  }

  it('prints the counts and exits 0; a second run skips everything', async () => {
    const first = await runScript(s3.env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Copied: ${FILES.length}, skipped (already in the bucket): 0, failed: 0.`);
    const second = await runScript(s3.env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      `Copied: 0, skipped (already in the bucket): ${FILES.length}, failed: 0.`,
    );
  });

  it('exits non-zero without S3_BUCKET or when the bucket cannot be reached', async () => {
    const unset = await runScript({});
    expect(unset.code).not.toBe(0);
    expect(unset.stderr).toContain('S3_BUCKET is not set');

    const down = await startS3Server();
    await down.stop();
    const unreachable = await runScript(down.env);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('ECONNREFUSED');
  });
});
