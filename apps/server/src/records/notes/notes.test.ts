import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import {
  type MemberScope,
  makeClient,
  makeContact,
  makeLead,
  memberRequests,
  organizationWithMember,
  uploadFile,
} from '#test/records-factories.ts';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'aurora-files-'));
  t = await createTestApp({ filesDir, uploadMaxBytes: 1024 });
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const { get, send } = memberRequests(() => t.app);
const upload = (s: MemberScope, url: string, fileName: string, content: string | Buffer) =>
  uploadFile(t.app, s, url, fileName, content);

describe('notes', () => {
  it('notes on a lead, a client and a contact, list pinned first and show on the timeline', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const contact = await makeContact(t.app, s.base, s.headers, client.id);
    const lead = await makeLead(t.app, s.base, s.headers);
    for (const url of [`/leads/${lead.id}`, `/clients/${client.id}`, `/contacts/${contact.id}`]) {
      expect((await send(s, 'POST', `${url}/notes`, { body: 'First' })).statusCode).toBe(201);
      const pinned = await send(s, 'POST', `${url}/notes`, { body: 'Pinned\nline two', pinned: true });
      expect(pinned.json().data).toMatchObject({ body: 'Pinned\nline two', pinned: true, author: s.user });
      expect((await get(s, `${url}/notes`)).json().data.map((n: { body: string }) => n.body)).toEqual([
        'Pinned\nline two',
        'First',
      ]);
    }
    const timeline = (await get(s, `/clients/${client.id}/activity?per_page=3`)).json();
    expect(timeline.meta).toEqual({ current_page: 1, per_page: 3, total: 6, last_page: 2 });
    expect(
      timeline.data.map((item: { type: string; subject: { type: string } }) => [
        item.type,
        item.subject.type,
      ]),
    ).toEqual([
      ['note', 'contact'],
      ['note', 'contact'],
      ['note', 'client'],
    ]);
  });

  it('note edit and delete, by the author, another member and an admin, answer 200, 403 and 204', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const note = (await send(s, 'POST', `/leads/${lead.id}/notes`, { body: 'Mine' })).json().data;
    const colleague = await signedIn(t.app, { organizations: [s.org.id] });
    const admin = await signedIn(t.app, { admin: true });
    const asColleague = await t.app.inject({
      method: 'PUT',
      url: `${s.base}/notes/${note.id}`,
      headers: colleague.headers,
      payload: { body: 'Theirs' },
    });
    expect(asColleague.statusCode).toBe(403);
    const edited = await send(s, 'PUT', `/notes/${note.id}`, { pinned: true });
    expect(edited.json().data).toMatchObject({ body: 'Mine', pinned: true });
    const asAdmin = await t.app.inject({
      method: 'DELETE',
      url: `${s.base}/notes/${note.id}`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(204);
  });

  it('note, empty or over 10,000 characters, answers 422 on body', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    expect((await send(s, 'POST', `/leads/${lead.id}/notes`, { body: '  ' })).json().errors).toEqual({
      body: ['The body field is required.'],
    });
    expect((await send(s, 'POST', `/leads/${lead.id}/notes`, { body: 'x'.repeat(10_001) })).statusCode).toBe(
      422,
    );
  });
});

describe('attachments', () => {
  it('upload, download and delete, stores the file, answers it with Content-Disposition, then removes it', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const uploaded = await upload(s, `/leads/${lead.id}/attachments`, 'Pasaporte José.pdf', '%PDF-1.4 tiny');
    expect(uploaded.statusCode).toBe(201);
    const attachment = uploaded.json().data;
    expect(attachment).toMatchObject({
      subject_type: 'lead',
      subject_id: lead.id,
      file_name: 'Pasaporte José.pdf',
      content_type: 'application/pdf',
      size: 13,
      uploaded_by: s.user,
      download_path: `/attachments/${attachment.id}/download`,
    });
    expect((await get(s, `/leads/${lead.id}/attachments`)).json().data).toHaveLength(1);
    const download = await get(s, attachment.download_path);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 tiny');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Pasaporte Jos_.pdf"; filename*=UTF-8''Pasaporte%20Jos%C3%A9.pdf`,
    );
    expect((await get(s, `/leads/${lead.id}/activity`)).json().data[0]).toMatchObject({
      type: 'attachment',
      summary: 'File Pasaporte José.pdf attached',
    });
    expect((await send(s, 'DELETE', `/attachments/${attachment.id}`)).statusCode).toBe(204);
    expect((await get(s, attachment.download_path)).statusCode).toBe(404);
    await new Promise((resolve) => setImmediate(resolve));
    const stored = await readdir(filesDir, { recursive: true, withFileTypes: true });
    expect(stored.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('upload, a type outside the list and a file over the limit, answer 415 and 413', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const exe = await upload(s, `/leads/${lead.id}/attachments`, 'setup.exe', 'MZ');
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({ message: 'This file type is not allowed.' });
    const big = await upload(s, `/leads/${lead.id}/attachments`, 'big.txt', 'x'.repeat(2048));
    expect(big.statusCode).toBe(413);
    expect((await get(s, `/leads/${lead.id}/attachments`)).json().data).toEqual([]);
  });

  it('attachments and notes of another organization, read, changed or deleted under B, answer 404', async () => {
    const a = await organizationWithMember(t.app);
    const b = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, a.base, a.headers);
    const attachment = (await upload(a, `/leads/${lead.id}/attachments`, 'a.txt', 'hello')).json().data;
    const note = (await send(a, 'POST', `/leads/${lead.id}/notes`, { body: 'x' })).json().data;
    expect((await get(b, `/attachments/${attachment.id}/download`)).statusCode).toBe(404);
    expect((await send(b, 'DELETE', `/attachments/${attachment.id}`)).statusCode).toBe(404);
    expect((await upload(b, `/leads/${lead.id}/attachments`, 'b.txt', 'x')).statusCode).toBe(404);
    expect((await send(b, 'PUT', `/notes/${note.id}`, { body: 'y' })).statusCode).toBe(404);
    expect((await send(b, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(404);
  });
});
