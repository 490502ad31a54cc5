import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type FileStorage, StorageUnavailableError, UPLOADS_PREFIX } from './storage.ts';
import {
  contentTypeOf,
  type FileInfo,
  IMMUTABLE_CACHE_CONTROL,
  isNotModified,
  resolveRange,
} from './storage-http.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Unset: AWS itself; else e.g. http://minio:9000. */
  endpoint: string | undefined;
  region: string;
  /** Both unset: the SDK's own credential chain (AWS_* variables, instance or task roles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** Seconds before a store that does not answer counts as down: an upload must not hang for minutes. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Until the reply's headers; a 10 MB image is sent well within it on any working link. */
const REQUEST_TIMEOUT_MS = 30_000;

export function createS3Client(options: S3StorageOptions): S3Client {
  const { accessKeyId, secretAccessKey } = options;
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // The SDK's default checksums (CRC32 trailers on every PUT) are refused by several S3-compatible
    // servers; whole-object PUTs over TLS do not need them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
}

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('$metadata' in err)) return undefined;
  const meta = (err as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return meta?.httpStatusCode;
}

/** A 404 about the key; a missing bucket is a broken setup (503), not a missing file. */
function isMissingKey(err: unknown): boolean {
  return statusOf(err) === 404 && !(err instanceof Error && err.name === 'NoSuchBucket');
}

async function orUnavailable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StorageUnavailableError(err);
  }
}

async function orMissing<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (isMissingKey(err)) return undefined;
    throw new StorageUnavailableError(err);
  }
}

function infoOf(reply: { ContentLength?: number; ETag?: string; LastModified?: Date }): FileInfo {
  return {
    size: reply.ContentLength ?? 0,
    etag: reply.ETag ?? '""',
    lastModified: reply.LastModified ?? new Date(0),
  };
}

function nodeStream(body: GetObjectCommandOutput['Body']): Readable {
  // On Node.js the SDK answers the HTTP response itself, a Readable.
  if (body instanceof Readable) return body;
  throw new StorageUnavailableError(new Error('The object store answered a body that is not a stream'));
}

/** Uploads in an S3-compatible bucket, so that every instance serves every file. */
export function createS3Storage(options: S3StorageOptions, client = createS3Client(options)): FileStorage {
  const Bucket = options.bucket;
  const stat = (key: string) =>
    orMissing(async () => infoOf(await client.send(new HeadObjectCommand({ Bucket, Key: key }))));

  return {
    async put(key, data) {
      await orUnavailable(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: contentTypeOf(key) ?? 'application/octet-stream',
            // For a CDN or a browser that reads the bucket directly.
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        ),
      );
      return UPLOADS_PREFIX + key;
    },
    read(key) {
      return orMissing(async () => {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!reply.Body) return Buffer.alloc(0);
        return Buffer.from(await reply.Body.transformToByteArray());
      });
    },
    stat,
    async open(key, conditions) {
      // A conditional request asks only for the metadata first: browsers and CDNs revalidate far
      // more often than the (immutable) files change, and a HEAD moves no bytes. A range needs the
      // size first too, to be answered like the disk answers it (a part, or 416 past the end).
      if (conditions?.ifNoneMatch || conditions?.ifModifiedSince || conditions?.range) {
        const info = await stat(key);
        if (!info) return undefined;
        if (isNotModified(info, conditions)) return { info, notModified: true };
        const range = resolveRange(info, conditions);
        if (range === 'unsatisfiable') return { info, notModified: false, unsatisfiable: true };
        if (range) {
          return orMissing(async () => {
            const Range = `bytes=${range.start}-${range.end}`;
            const reply = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
            return { info, notModified: false as const, range, body: nodeStream(reply.Body) };
          });
        }
      }
      return orMissing(async () => {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { info: infoOf(reply), notModified: false as const, body: nodeStream(reply.Body) };
      });
    },
    async exists(key) {
      return (await stat(key)) !== undefined;
    },
    async remove(key) {
      await orUnavailable(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        const page = await orUnavailable(() =>
          client.send(
            new ListObjectsV2Command({
              Bucket,
              ...(prefix ? { Prefix: prefix } : {}),
              ...(token ? { ContinuationToken: token } : {}),
            }),
          ),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    // A PutObject is atomic: an interrupted upload leaves no object behind.
    async sweepTemporary() {
      return 0;
    },
    async close() {
      client.destroy();
    },
  };
}
