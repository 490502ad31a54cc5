import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('S3_* variables', () => {
  it('leave uploads on disk without S3_BUCKET', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000' }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '  ' }).s3).toBeUndefined();
  });

  it('name the bucket, with us-east-1 and virtual-host addressing by default', () => {
    expect(loadConfig({ S3_BUCKET: 'kepek' }).s3).toEqual({
      bucket: 'kepek',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('S3_FORCE_PATH_STYLE=%s is %s', (value, expected) => {
    const config = loadConfig({
      S3_BUCKET: 'kepek',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'kulcs',
      S3_SECRET_ACCESS_KEY: 'titok',
      S3_FORCE_PATH_STYLE: value,
    });
    expect(config.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      accessKeyId: 'kulcs',
      secretAccessKey: 'titok',
      forcePathStyle: expected,
    });
  });

  it('refuse a half key pair, an endpoint that is not a URL and an unknown S3_FORCE_PATH_STYLE', () => {
    expect(() => loadConfig({ S3_BUCKET: 'kepek', S3_ACCESS_KEY_ID: 'kulcs' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    for (const endpoint of ['minio:9000', 'nem url', 'ftp://minio']) {
      expect(() => loadConfig({ S3_BUCKET: 'kepek', S3_ENDPOINT: endpoint }), endpoint).toThrow(
        /S3_ENDPOINT/,
      );
    }
    expect(() => loadConfig({ S3_BUCKET: 'kepek', S3_FORCE_PATH_STYLE: 'igen' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
