import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { type FileStorage, isMissingFile, READINESS_PROBE_KEY } from './file-storage.ts';

export type S3StorageOptions = {
  /** A custom endpoint (MinIO, R2, ...); unset: AWS itself, `https://s3.{region}.amazonaws.com`. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key as is, e.g. `crm/attachments/`. */
  prefix?: string | undefined;
  /**
   * `{endpoint}/{bucket}/{key}` instead of `{bucket}.{endpoint host}/{key}`. Default: true with a
   * custom endpoint (MinIO and most self-hosted servers have no per-bucket host names), false on
   * AWS (which is retiring path style).
   */
  forcePathStyle?: boolean | undefined;
  /** Further attempts after a 5xx or 429 answer (S3's SlowDown), with a short backoff. Default 3. */
  retries?: number;
};

const EMPTY_BODY_SHA256 = createHash('sha256').digest('hex');

/** RFC 3986 encoding of one path segment, as SigV4 signs it (aws4fetch decodes and re-encodes the same way). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The URL of an object, path-style or virtual-hosted. */
export function s3ObjectUrl(options: S3StorageOptions, key: string): string {
  const segments = key.split('/');
  // URL parsing would collapse dot segments, so the signed path would not name the object.
  if (!key || segments.some((segment) => segment === '.' || segment === '..')) {
    throw new Error('Invalid storage key');
  }
  const base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const basePath = base.pathname.replace(/\/+$/, '');
  const encodedKey = segments.map(encodeSegment).join('/');
  const pathStyle = options.forcePathStyle ?? options.endpoint !== undefined;
  return pathStyle
    ? `${base.origin}${basePath}/${encodeSegment(options.bucket)}/${encodedKey}`
    : `${base.protocol}//${options.bucket}.${base.host}${basePath}/${encodedKey}`;
}

/** S3's `<Code>` and `<Message>` of an error answer, when it has them. */
async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return `status ${response.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`;
}

/**
 * Files in an S3-compatible bucket through its REST API, signed with AWS Signature V4
 * (aws4fetch over the built-in fetch). Keys are `prefix + key`.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: options.retries ?? 3,
  });
  const prefix = options.prefix ?? '';

  const send = async (operation: string, key: string, init: RequestInit) => {
    try {
      return await client.fetch(s3ObjectUrl(options, prefix + key), init);
    } catch (error) {
      const reason =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new Error(`S3 ${operation} ${prefix + key} failed: ${reason}`, { cause: error });
    }
  };

  const deleteObject = async (key: string) => {
    const response = await send('DeleteObject', key, {
      method: 'DELETE',
      headers: { 'x-amz-content-sha256': EMPTY_BODY_SHA256 },
    });
    // S3 answers 204 for a missing key; some compatible servers answer 404.
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DeleteObject ${prefix + key} failed: ${await describeFailure(response)}`);
    }
    await response.arrayBuffer();
  };

  const storage: FileStorage = {
    put: async (key, data) => {
      // Buffered in memory, not spooled to a temporary file: PutObject needs the length up front
      // (S3 refuses plain chunked uploads), callers bound the stream (attachments at
      // UPLOAD_MAX_BYTES, 20 MB by default; recordings are small), and a buffer lets the payload
      // hash be signed, so the bucket checks the bytes, with no temporary file to clean up.
      // An error of the stream itself (the upload's size limit) passes through untouched.
      const chunks: Buffer[] = [];
      for await (const chunk of data) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      const body = Buffer.concat(chunks);
      try {
        const response = await send('PutObject', key, {
          method: 'PUT',
          body,
          headers: {
            'content-type': 'application/octet-stream',
            'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
          },
        });
        if (!response.ok) {
          throw new Error(`S3 PutObject ${prefix + key} failed: ${await describeFailure(response)}`);
        }
        await response.arrayBuffer();
      } catch (error) {
        // A failed PutObject stores nothing, unless only its answer was lost: remove it to be sure.
        await deleteObject(key).catch(() => {});
        throw error;
      }
      return body.byteLength;
    },

    get: async (key) => {
      const response = await send('GetObject', key, {
        method: 'GET',
        headers: { 'x-amz-content-sha256': EMPTY_BODY_SHA256 },
      });
      if (response.status === 404) {
        await response.arrayBuffer().catch(() => {});
        // The code Node's fs gives a missing file: callers tell "missing" from "storage failing".
        throw Object.assign(new Error(`S3 object ${prefix + key} does not exist`), { code: 'ENOENT' });
      }
      if (!response.ok) {
        throw new Error(`S3 GetObject ${prefix + key} failed: ${await describeFailure(response)}`);
      }
      if (!response.body) return Readable.from([]);
      // The global fetch's stream and node:stream/web's are the same class with two type declarations.
      return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    },

    delete: async (keys) => {
      // A handful at a time: deleting a record with many files must not open hundreds of sockets.
      for (let start = 0; start < keys.length; start += 8) {
        await Promise.all(keys.slice(start, start + 8).map(deleteObject));
      }
    },

    // Reads the probe object, written once: the bucket answers and the credentials may read and
    // write, at one small GET per check (a HEAD of the bucket needs a permission uploads don't).
    check: async () => {
      try {
        (await storage.get(READINESS_PROBE_KEY)).resume();
      } catch (error) {
        if (!isMissingFile(error)) throw error;
        await storage.put(READINESS_PROBE_KEY, Readable.from([Buffer.from('ok')]));
      }
    },
  };
  return storage;
}
