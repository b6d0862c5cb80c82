import { describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';

const s3Env = {
  FILE_STORAGE: 's3',
  S3_REGION: 'eu-west-1',
  S3_BUCKET: 'aurora-files',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('FILE_STORAGE', () => {
  it('unset: local disk, attachments under DATA_DIR/files', () => {
    const config = loadConfig({});
    expect(config.fileStorage).toEqual({ driver: 'local' });
    expect(config.filesDir).toMatch(/data[/\\]files$/);
  });

  it('s3 on AWS: the bucket, region and keys; no endpoint, prefix or path style', () => {
    expect(loadConfig(s3Env).fileStorage).toEqual({
      driver: 's3',
      endpoint: undefined,
      region: 'eu-west-1',
      bucket: 'aurora-files',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      prefix: '',
      forcePathStyle: undefined,
    });
  });

  it('s3 with a custom endpoint: region defaults to us-east-1; S3_PREFIX becomes one folder; path style as set', () => {
    const { S3_REGION: _region, ...withoutRegion } = s3Env;
    const config = loadConfig({
      ...withoutRegion,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PREFIX: '/crm/prod/',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.fileStorage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: 'crm/prod/',
      forcePathStyle: false,
    });
  });

  it('s3 without its required settings: a configuration error naming the missing ones', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(
      /FILE_STORAGE=s3 needs .*missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION\./,
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3Env;
    expect(() => loadConfig(withoutSecret)).toThrow(/missing: S3_SECRET_ACCESS_KEY\.$/);
    const { S3_REGION: _region, ...withoutRegion } = s3Env;
    expect(() => loadConfig(withoutRegion)).toThrow(/missing: S3_REGION\./);
  });

  it('bad values: a configuration error naming the variable', () => {
    expect(() => loadConfig({ FILE_STORAGE: 'gcs' })).toThrow(/FILE_STORAGE/);
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('S3_BUCKET set with FILE_STORAGE unset: an error instead of files silently kept on local disk', () => {
    const { FILE_STORAGE: _storage, ...withoutChoice } = s3Env;
    expect(() => loadConfig(withoutChoice)).toThrow(/S3_BUCKET is set but FILE_STORAGE is not/);
    expect(loadConfig({ ...withoutChoice, FILE_STORAGE: 'local' }).fileStorage).toEqual({ driver: 'local' });
  });
});
