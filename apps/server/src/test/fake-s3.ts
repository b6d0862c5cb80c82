import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Credentials = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** What a SigV4 signature covers, as received. */
export type SignedRequest = {
  method: string;
  /** The raw request path, still percent-encoded, without the query. */
  path: string;
  query: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  signedHeaders: string[];
  payloadHash: string;
  /** `x-amz-date`, e.g. 20130524T000000Z. */
  amzDate: string;
  region: string;
  secretAccessKey: string;
};

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature V4 for S3, computed independently of the client under test (node:crypto, from
 * AWS's documented algorithm): the fake server recomputes every request's signature with it.
 */
export function sigV4Signature(request: SignedRequest): string {
  // S3 signs each path segment encoded once.
  const canonicalUri = request.path
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...new URLSearchParams(request.query)]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = request.signedHeaders
    .map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    request.signedHeaders.join(';'),
    request.payloadHash,
  ].join('\n');
  const date = request.amzDate.slice(0, 8);
  const scope = `${date}/${request.region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    request.amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, date), request.region), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

export type FakeS3 = {
  /** The endpoint, `http://127.0.0.1:{port}` (path-style addressing only). */
  url: string;
  /** The bucket's objects by key. */
  objects: Map<string, Buffer>;
  /** Every request, in order: method and decoded key. */
  requests: { method: string; key: string }[];
  /** Why requests were refused (bad signature, wrong bucket, ...); empty when the client behaved. */
  refusals: string[];
  /** The next `count` requests with this method answer `status` with an S3 error `code`. */
  failNext: (method: string, status: number, code: string, count?: number) => void;
  close: () => Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * A small S3 on 127.0.0.1 with one bucket, for tests: PUT, GET, HEAD and DELETE of objects, path
 * style. It checks every request as S3 does (signature recomputed, date, payload hash, length)
 * and answers 403 SignatureDoesNotMatch / AccessDenied otherwise, 404 NoSuchKey for a missing
 * object.
 */
export async function startFakeS3(credentials: FakeS3Credentials): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: FakeS3['requests'] = [];
  const refusals: string[] = [];
  const failures: { method: string; status: number; code: string; count: number }[] = [];

  const refuse = (response: ServerResponse, status: number, code: string, reason: string) => {
    refusals.push(reason);
    response.writeHead(status, { 'content-type': 'application/xml' }).end(xmlError(code, reason));
  };

  /** Answers the reason the request is not authentic, or undefined. */
  const checkSignature = (request: IncomingMessage, path: string, query: string, body: Buffer) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const match = AUTHORIZATION.exec(headers.authorization ?? '');
    if (!match) return `malformed Authorization header: ${headers.authorization ?? '(none)'}`;
    const [, accessKeyId, date, region, signedHeaderList = '', signature = ''] = match;
    if (accessKeyId !== credentials.accessKeyId) return `unknown access key ${accessKeyId}`;
    if (region !== credentials.region)
      return `credential region ${region}, bucket region ${credentials.region}`;
    const amzDate = headers['x-amz-date'] ?? '';
    if (!/^\d{8}T\d{6}Z$/.test(amzDate)) return `bad x-amz-date ${amzDate}`;
    if (amzDate.slice(0, 8) !== date) return 'credential date differs from x-amz-date';
    const signedAt = Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    if (Math.abs(Date.now() - signedAt) > 15 * 60 * 1000) return 'request time too skewed';
    const signedHeaders = signedHeaderList.split(';');
    for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
      if (!signedHeaders.includes(required)) return `${required} is not signed`;
    }
    const payloadHash = headers['x-amz-content-sha256'] ?? '';
    if (
      payloadHash !== 'UNSIGNED-PAYLOAD' &&
      payloadHash !== createHash('sha256').update(body).digest('hex')
    ) {
      return 'x-amz-content-sha256 does not match the body';
    }
    const expected = sigV4Signature({
      method: request.method ?? '',
      path,
      query,
      headers,
      signedHeaders,
      payloadHash,
      amzDate,
      region: credentials.region,
      secretAccessKey: credentials.secretAccessKey,
    });
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return 'signature does not match';
    return undefined;
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [path = '', query = ''] = (request.url ?? '').split('?');
    const method = request.method ?? '';
    const [, bucket = '', ...keySegments] = path.split('/');
    const key = keySegments.map(decodeURIComponent).join('/');
    requests.push({ method, key });

    const problem = checkSignature(request, path, query, body);
    if (problem) return refuse(response, 403, 'SignatureDoesNotMatch', problem);
    if (decodeURIComponent(bucket) !== credentials.bucket) {
      return refuse(response, 404, 'NoSuchBucket', `no bucket ${bucket}`);
    }
    if (!key) return refuse(response, 400, 'InvalidRequest', 'no object key');

    const failure = failures.find((entry) => entry.method === method && entry.count > 0);
    if (failure) {
      failure.count -= 1;
      response
        .writeHead(failure.status, { 'content-type': 'application/xml' })
        .end(xmlError(failure.code, 'Injected failure'));
      return;
    }

    if (method === 'PUT') {
      if (request.headers['transfer-encoding']) {
        return refuse(response, 501, 'NotImplemented', 'Transfer-Encoding is not implemented');
      }
      if (request.headers['content-length'] !== String(body.length)) {
        return refuse(response, 411, 'MissingContentLength', 'Content-Length is required');
      }
      objects.set(key, body);
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      response.writeHead(200, { etag }).end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const stored = objects.get(key);
      if (!stored) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end(
          method === 'HEAD' ? undefined : xmlError('NoSuchKey', 'The specified key does not exist.'),
        );
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': stored.length,
      });
      response.end(method === 'HEAD' ? undefined : stored);
      return;
    }
    if (method === 'DELETE') {
      // S3 answers 204 whether or not the key existed.
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    refuse(response, 405, 'MethodNotAllowed', `method ${method}`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    refusals,
    failNext: (method, status, code, count = 1) => {
      failures.push({ method, status, code, count });
    },
    close: async () => {
      // fetch keeps connections alive; close them, or close() waits for their timeout.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
