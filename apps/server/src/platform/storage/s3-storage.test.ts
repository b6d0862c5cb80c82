import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { type FakeS3, sigV4Signature, startFakeS3 } from '#test/fake-s3.ts';
import { isMissingFile } from './file-storage.ts';
import { createS3Storage, type S3StorageOptions, s3ObjectUrl } from './s3-storage.ts';
import { createFileStorage } from './storage.ts';

const credentials = {
  bucket: 'aurora-files',
  region: 'eu-west-1',
  accessKeyId: 'AKIDFAKES3TEST',
  secretAccessKey: 'fake/secret+key/for-tests',
};

let s3: FakeS3;
let options: S3StorageOptions;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  options = { ...credentials, endpoint: s3.url, prefix: 'crm/attachments/' };
});
afterAll(async () => {
  await s3?.close();
});
afterEach(() => {
  // Every request the client made must have been a well-signed one, unless a test says otherwise.
  expect(s3.refusals).toEqual([]);
  s3.objects.clear();
  s3.requests.length = 0;
});

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

// AWS's documented example of a signed S3 request ("Signature Calculations for the Authorization
// Header", GET Object with a Range header): the fake server's checker must reproduce it.
const awsExample = {
  method: 'GET',
  path: '/test.txt',
  query: '',
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': '20130524T000000Z',
  },
  signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
  payloadHash: EMPTY_SHA256,
  amzDate: '20130524T000000Z',
  region: 'us-east-1',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const AWS_EXAMPLE_SIGNATURE = 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41';

describe('SigV4, against the AWS documented example', () => {
  it("the fake S3's checker, the documented GET Object request: the documented signature", () => {
    expect(sigV4Signature(awsExample)).toBe(AWS_EXAMPLE_SIGNATURE);
  });

  it('aws4fetch, the same request: the documented Authorization header', async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: awsExample.secretAccessKey,
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      // aws4fetch leaves Range unsigned by default; the example signs it.
      allHeaders: true,
    });
    expect(await signer.authHeader()).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        `SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=${AWS_EXAMPLE_SIGNATURE}`,
    );
  });
});

describe('s3ObjectUrl', () => {
  const base = { ...credentials, bucket: 'files' };

  it('custom endpoint: path style by default, below any base path of the endpoint', () => {
    expect(s3ObjectUrl({ ...base, endpoint: 'http://minio:9000' }, '1/2026/01/a.pdf')).toBe(
      'http://minio:9000/files/1/2026/01/a.pdf',
    );
    expect(s3ObjectUrl({ ...base, endpoint: 'https://gateway.example.test/s3/' }, 'a.pdf')).toBe(
      'https://gateway.example.test/s3/files/a.pdf',
    );
  });

  it('no endpoint: AWS in the region, virtual-hosted; forcePathStyle overrides either default', () => {
    expect(s3ObjectUrl(base, 'a.pdf')).toBe('https://files.s3.eu-west-1.amazonaws.com/a.pdf');
    expect(s3ObjectUrl({ ...base, forcePathStyle: true }, 'a.pdf')).toBe(
      'https://s3.eu-west-1.amazonaws.com/files/a.pdf',
    );
    expect(
      s3ObjectUrl({ ...base, endpoint: 'https://storage.example.test', forcePathStyle: false }, 'a.pdf'),
    ).toBe('https://files.storage.example.test/a.pdf');
  });

  it('keys: each segment percent-encoded, slashes kept; dot segments and empty keys refused', () => {
    expect(s3ObjectUrl({ ...base, endpoint: 'http://s3.test' }, "a b/José's (1)+.pdf")).toBe(
      'http://s3.test/files/a%20b/Jos%C3%A9%27s%20%281%29%2B.pdf',
    );
    expect(() => s3ObjectUrl(base, '../other/a.pdf')).toThrow('Invalid storage key');
    expect(() => s3ObjectUrl(base, '')).toThrow('Invalid storage key');
  });
});

describe('createS3Storage against a fake S3', () => {
  it('put then get, binary bytes: the same bytes back, stored under prefix + key with the size answered', async () => {
    const storage = createS3Storage(options);
    const bytes = Buffer.concat([Buffer.from([0, 255, 13, 10, 0x80]), randomBytes(64 * 1024)]);
    expect(
      await storage.put('7/2026/01/file.pdf', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)])),
    ).toBe(bytes.length);
    expect([...s3.objects.keys()]).toEqual(['crm/attachments/7/2026/01/file.pdf']);
    expect(s3.objects.get('crm/attachments/7/2026/01/file.pdf')?.equals(bytes)).toBe(true);
    expect((await buffer(await storage.get('7/2026/01/file.pdf'))).equals(bytes)).toBe(true);
    expect(s3.requests).toEqual([
      { method: 'PUT', key: 'crm/attachments/7/2026/01/file.pdf' },
      { method: 'GET', key: 'crm/attachments/7/2026/01/file.pdf' },
    ]);
  });

  it('a key with spaces and accents: signed and stored under the key as given', async () => {
    const storage = createS3Storage(options);
    await storage.put('7/Pasaporte José (1).pdf', Readable.from([Buffer.from('%PDF')]));
    expect([...s3.objects.keys()]).toEqual(['crm/attachments/7/Pasaporte José (1).pdf']);
    expect((await buffer(await storage.get('7/Pasaporte José (1).pdf'))).toString()).toBe('%PDF');
  });

  it('get of a missing key: rejects with a missing-file error (NoSuchKey)', async () => {
    const error = await createS3Storage(options)
      .get('7/none.pdf')
      .catch((e: unknown) => e);
    expect(isMissingFile(error)).toBe(true);
    expect(String(error)).toContain('crm/attachments/7/none.pdf does not exist');
  });

  it('get answered 403: rejects naming the status and code, and not as a missing file', async () => {
    s3.failNext('GET', 403, 'AccessDenied');
    const error = await createS3Storage(options)
      .get('7/a.pdf')
      .catch((e: unknown) => e);
    expect(isMissingFile(error)).toBe(false);
    expect(String(error)).toMatch(/S3 GetObject crm\/attachments\/7\/a\.pdf failed: status 403 AccessDenied/);
  });

  it('delete of existing and missing keys: removes the existing ones, ignores the missing (204 or 404)', async () => {
    const storage = createS3Storage(options);
    await storage.put('a.txt', Readable.from([Buffer.from('a')]));
    await storage.put('b.txt', Readable.from([Buffer.from('b')]));
    s3.objects.set('unrelated.txt', Buffer.from('kept'));
    await storage.delete(['a.txt', 'never-there.txt']);
    s3.failNext('DELETE', 404, 'NoSuchKey');
    await storage.delete(['gone.txt']);
    await storage.delete(['b.txt']);
    expect([...s3.objects.keys()]).toEqual(['unrelated.txt']);
  });

  it('delete answered 500 on every attempt: rejects naming the status', async () => {
    s3.failNext('DELETE', 500, 'InternalError', 4);
    await expect(createS3Storage(options).delete(['a.txt'])).rejects.toThrow(
      /S3 DeleteObject crm\/attachments\/a\.txt failed: status 500 InternalError/,
    );
  });

  it('put answered 500 on every attempt: retried, then rejects naming the status; nothing is left stored', async () => {
    s3.failNext('PUT', 500, 'InternalError', 4);
    await expect(
      createS3Storage(options).put('7/a.pdf', Readable.from([Buffer.from('bytes')])),
    ).rejects.toThrow(
      'S3 PutObject crm/attachments/7/a.pdf failed: status 500 InternalError: Injected failure',
    );
    expect(s3.requests.map((request) => request.method)).toEqual(['PUT', 'PUT', 'PUT', 'PUT', 'DELETE']);
    expect(s3.objects.size).toBe(0);
  });

  it('put answered 503 SlowDown once: retried and stored', async () => {
    s3.failNext('PUT', 503, 'SlowDown');
    expect(await createS3Storage(options).put('7/a.pdf', Readable.from([Buffer.from('bytes')]))).toBe(5);
    expect(s3.objects.get('crm/attachments/7/a.pdf')?.toString()).toBe('bytes');
  });

  it('put with the wrong secret: the server refuses the signature, put rejects with 403 SignatureDoesNotMatch', async () => {
    const storage = createS3Storage({ ...options, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('7/a.pdf', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /status 403 SignatureDoesNotMatch: signature does not match/,
    );
    expect(s3.objects.size).toBe(0);
    expect(s3.refusals).toContain('signature does not match');
    s3.refusals.length = 0;
  });

  it('put to an endpoint nobody listens on: rejects with an error naming the operation and the cause', async () => {
    const closed = await startFakeS3(credentials);
    await closed.close();
    await expect(
      createS3Storage({ ...options, endpoint: closed.url }).put('7/a.pdf', Readable.from([Buffer.from('x')])),
    ).rejects.toThrow(/S3 PutObject crm\/attachments\/7\/a\.pdf failed: .*ECONNREFUSED/);
  });

  it('check: writes the probe object once, then only reads it; the wrong secret rejects', async () => {
    const storage = createS3Storage(options);
    await storage.check();
    await storage.check();
    expect(s3.requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
    expect([...s3.objects.keys()]).toEqual(['crm/attachments/.readiness-probe']);
    await expect(createS3Storage({ ...options, secretAccessKey: 'not-the-secret' }).check()).rejects.toThrow(
      /status 403 SignatureDoesNotMatch/,
    );
    s3.refusals.length = 0;
  });

  it('put of a stream that fails midway (the upload limit): the stream error as is, nothing sent', async () => {
    const limit = Object.assign(new Error('request file too large'), { statusCode: 413 });
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(limit);
      },
    });
    await expect(createS3Storage(options).put('7/a.pdf', failing)).rejects.toBe(limit);
    expect(s3.requests).toEqual([]);
  });
});

describe('createFileStorage', () => {
  it('FILE_STORAGE=s3: attachments and recordings each in their folder under S3_PREFIX', async () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: s3.url,
      S3_REGION: credentials.region,
      S3_BUCKET: credentials.bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: '/aurora/',
    });
    await createFileStorage(config, 'attachments').put('1/a.txt', Readable.from([Buffer.from('a')]));
    await createFileStorage(config, 'recordings').put('simulator/r.wav', Readable.from([Buffer.from('r')]));
    expect([...s3.objects.keys()].sort()).toEqual([
      'aurora/attachments/1/a.txt',
      'aurora/recordings/simulator/r.wav',
    ]);
  });

  it('FILE_STORAGE unset: local disk, attachments under FILES_DIR and recordings under DATA_DIR/recordings; a failed put leaves no file', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aurora-storage-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.fileStorage).toEqual({ driver: 'local' });
      await createFileStorage(config, 'attachments').put('1/a.txt', Readable.from([Buffer.from('a')]));
      await createFileStorage(config, 'recordings').put('simulator/r.wav', Readable.from([Buffer.from('r')]));
      expect(await readFile(path.join(dataDir, 'files/1/a.txt'), 'utf8')).toBe('a');
      expect(await readFile(path.join(dataDir, 'recordings/simulator/r.wav'), 'utf8')).toBe('r');
      const missing = await createFileStorage(config, 'attachments')
        .get('1/none.txt')
        .catch((e: unknown) => e);
      expect(isMissingFile(missing)).toBe(true);
      const cut = new Readable({
        read() {
          this.push(Buffer.from('part'));
          this.destroy(new Error('client gone'));
        },
      });
      await expect(createFileStorage(config, 'attachments').put('1/cut.txt', cut)).rejects.toThrow(
        'client gone',
      );
      expect(await readdir(path.join(dataDir, 'files/1'))).toEqual(['a.txt']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(s3.requests).toEqual([]);
  });
});
