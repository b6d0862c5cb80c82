import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { type FakeS3, startFakeS3 } from '#test/fake-s3.ts';
import { makeLead, organizationWithMember, uploadFile } from '#test/records-factories.ts';

const credentials = {
  bucket: 'aurora-files',
  region: 'us-east-1',
  accessKeyId: 'AKIDROUTETEST',
  secretAccessKey: 'route-test-secret',
};

let t: TestApp;
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  t = await createTestApp({
    uploadMaxBytes: 64 * 1024,
    fileStorage: {
      driver: 's3',
      ...credentials,
      endpoint: s3.url,
      prefix: 'crm/',
      forcePathStyle: undefined,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
afterEach(() => {
  expect(s3.refusals).toEqual([]);
});

type Scope = Awaited<ReturnType<typeof organizationWithMember>>;
const get = (s: Scope, url: string) =>
  t.app.inject({ method: 'GET', url: `${s.base}${url}`, headers: s.headers });
const upload = (s: Scope, url: string, fileName: string, content: Buffer) =>
  uploadFile(t.app, s, url, fileName, content);
const keysOfOrganization = (organizationId: number) =>
  [...s3.objects.keys()].filter((key) => key.startsWith(`crm/attachments/${organizationId}/`));

describe('attachments with FILE_STORAGE=s3', () => {
  it('upload, download and delete: the bytes go to the bucket under S3_PREFIX/attachments, come back, then leave', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    const uploaded = await upload(s, `/leads/${lead.id}/attachments`, 'Itinerario.pdf', bytes);
    expect(uploaded.statusCode).toBe(201);
    const attachment = uploaded.json().data;
    expect(attachment).toMatchObject({
      file_name: 'Itinerario.pdf',
      content_type: 'application/pdf',
      size: 3000,
    });

    const keys = keysOfOrganization(s.org.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^crm/attachments/${s.org.id}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.pdf$`));
    expect(s3.objects.get(keys[0] ?? '')?.equals(bytes)).toBe(true);

    const download = await get(s, attachment.download_path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${s.base}/attachments/${attachment.id}`,
      headers: s.headers,
    });
    expect(removed.statusCode).toBe(204);
    // The file is removed after the row's transaction, in the background.
    await vi.waitFor(() => expect(keysOfOrganization(s.org.id)).toEqual([]));
    expect((await get(s, attachment.download_path)).statusCode).toBe(404);
  });

  it('a file over UPLOAD_MAX_BYTES: 413, and nothing stays in the bucket', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const big = await upload(s, `/leads/${lead.id}/attachments`, 'big.pdf', Buffer.alloc(65 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect((await get(s, `/leads/${lead.id}/attachments`)).json().data).toEqual([]);
    expect(keysOfOrganization(s.org.id)).toEqual([]);
  });

  it('the bucket failing on upload: 500 without details, no attachment, nothing in the bucket', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    s3.failNext('PUT', 500, 'InternalError', 4);
    const failed = await upload(s, `/leads/${lead.id}/attachments`, 'a.pdf', Buffer.from('%PDF'));
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Server Error' });
    expect((await get(s, `/leads/${lead.id}/attachments`)).json().data).toEqual([]);
    expect(keysOfOrganization(s.org.id)).toEqual([]);
  });

  it('an object gone from the bucket: 404 "missing from storage"; the bucket failing on download: 500', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const first = (await upload(s, `/leads/${lead.id}/attachments`, 'a.pdf', Buffer.from('%PDF a'))).json()
      .data;
    s3.failNext('GET', 503, 'ServiceUnavailable', 4);
    const failing = await get(s, first.download_path);
    expect(failing.statusCode).toBe(500);
    expect(failing.json()).toEqual({ message: 'Server Error' });

    for (const key of keysOfOrganization(s.org.id)) s3.objects.delete(key);
    const missing = await get(s, first.download_path);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The file is missing from storage.' });
  });

  it('call recordings go to the same bucket, under S3_PREFIX/recordings', async () => {
    await t.app.telephony.recordings.put('simulator/probe.wav', Readable.from([Buffer.from('RIFF')]));
    expect(s3.objects.get('crm/recordings/simulator/probe.wav')?.toString()).toBe('RIFF');
    const stream = await t.app.telephony.recordings.get('simulator/probe.wav');
    expect((await buffer(stream)).toString()).toBe('RIFF');
  });
});
