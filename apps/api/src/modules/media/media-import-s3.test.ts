/**
 * The media library on an object store (S3_BUCKET, against s3rver): uploads and their sized
 * copies live in the bucket, and the start-up import finds the files of the bucket.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantKey } from '../../lib/media-variants.ts';
import { buildImage } from '../../test/harness.ts';
import { useS3Server } from '../../test/s3-server.ts';
import { checkImportOfExistingUploads } from './media-import-support.ts';
import { keyOf, useMediaApp } from './media-support.ts';

const s3 = useS3Server();
const { t, call, upload } = useMediaApp(() => ({ env: s3.env }));

async function inBucket(key: string): Promise<boolean> {
  try {
    await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('the media library with S3_BUCKET', () => {
  it('stores an upload and its copies in the bucket, none on disk; the same bytes dedupe', async () => {
    const bytes = await buildImage({ width: 700, height: 350 });
    const { data: item } = await upload(bytes);
    expect(await inBucket(keyOf(item.url))).toBe(true);
    const copy = await call('GET', `${item.url}?w=640&fm=webp&v=1`, null);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['cache-control']).toContain('immutable');
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(await inBucket(variantKey(keyOf(item.url), 1, { width: 640, format: 'webp' }))).toBe(true);
    const again = await upload(bytes);
    expect(again).toMatchObject({ existing: true, data: { id: item.id } });
    const onDisk = await fs
      .readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true })
      .catch(() => [] as string[]);
    expect(onDisk).toEqual([]);
  });

  it('importExistingUploads finds the files of the bucket, once', async () => {
    await checkImportOfExistingUploads(t, call);
  });
});
