import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MODULE_OF_SUBJECT, SUBJECT_TYPES, type SubjectType } from '@aurora/contracts/records';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#platform/db/client.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { attachments } from '#records/attachments/attachments.table.ts';
import { notes } from '#records/notes/notes.table.ts';
import { deleteRecords } from '#records/record-lifecycle.ts';
import { recordActivities } from '#records/records.table.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
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
  filesDir = await mkdtemp(path.join(tmpdir(), 'aurora-lifecycle-'));
  t = await createTestApp({ filesDir });
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const { get, send } = memberRequests(() => t.app);

async function created(s: MemberScope, url: string, payload: object): Promise<number> {
  const response = await send(s, 'POST', url, payload);
  expect(response.statusCode, `POST ${url}`).toBe(201);
  return response.json().data.id;
}

/** A new record of each type, with what it needs (a contact and a deal need a client). */
const makers: Record<SubjectType | 'task', (s: MemberScope) => Promise<number>> = {
  lead: async (s) => (await makeLead(t.app, s.base, s.headers)).id,
  client: async (s) => (await makeClient(t.app, s.base, s.headers)).id,
  contact: async (s) =>
    (await makeContact(t.app, s.base, s.headers, (await makeClient(t.app, s.base, s.headers)).id)).id,
  opportunity: async (s) =>
    created(s, '/opportunities', {
      title: 'Honeymoon in Bali',
      client_id: (await makeClient(t.app, s.base, s.headers)).id,
      expected_close_date: null,
    }),
  trip: async (s) =>
    created(s, '/trips', {
      title: 'Lisbon long weekend',
      client_id: (await makeClient(t.app, s.base, s.headers)).id,
    }),
  supplier: (s) => created(s, '/suppliers', { name: 'Hotel Avenida Palace', category: 'hotel' }),
  task: (s) => created(s, '/tasks', { title: 'Call back' }),
};

const moduleOf = { ...MODULE_OF_SUBJECT, task: 'tasks' } as const;

const subjectTypes = SUBJECT_TYPES;
const everyModule = ([...subjectTypes, 'task'] as const).map((type) => ({ type, module: moduleOf[type] }));

/** A note and a file on the record; answers where the file is stored. */
async function withNoteAndFile(s: MemberScope, type: SubjectType, id: number): Promise<string> {
  const url = `/${moduleOf[type]}/${id}`;
  expect((await send(s, 'POST', `${url}/notes`, { body: 'Prefers window seats' })).statusCode).toBe(201);
  const uploaded = await uploadFile(t.app, s, `${url}/attachments`, 'passport.txt', 'AB123456');
  expect(uploaded.statusCode).toBe(201);
  const [row] = await t.db
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.id, uploaded.json().data.id));
  return path.join(filesDir, row?.key ?? '');
}

/** How many notes, attachments and timeline entries the record still has. */
async function leftOf(db: Database, type: SubjectType, id: number) {
  const countOf = async (table: typeof notes | typeof attachments | typeof recordActivities) => {
    const [row] = await db
      .select({ total: count() })
      .from(table)
      .where(and(eq(table.subjectType, type), eq(table.subjectId, id)));
    return row?.total ?? 0;
  };
  return {
    notes: await countOf(notes),
    attachments: await countOf(attachments),
    timeline: await countOf(recordActivities),
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const nothingLeft = { notes: 0, attachments: 0, timeline: 0 };

/** Two records of a type in an organization, and one in another organization. */
async function mineAndForeign(type: keyof typeof makers) {
  const s = await organizationWithMember(t.app);
  const other = await organizationWithMember(t.app);
  const mine = [await makers[type](s), await makers[type](s)];
  return { s, other, mine, foreign: await makers[type](other), url: `/${moduleOf[type]}` };
}

describe('delete, of each record type', () => {
  it.each(subjectTypes)('a deleted %s takes its notes, files and timeline with it', async (type) => {
    const s = await organizationWithMember(t.app);
    const id = await makers[type](s);
    const file = await withNoteAndFile(s, type, id);
    expect(await leftOf(t.db, type, id)).toMatchObject({ notes: 1, attachments: 1 });
    expect((await send(s, 'DELETE', `/${moduleOf[type]}/${id}`)).statusCode).toBe(204);
    expect((await get(s, `/${moduleOf[type]}/${id}`)).statusCode).toBe(404);
    expect(await leftOf(t.db, type, id)).toEqual(nothingLeft);
    await expect.poll(() => exists(file)).toBe(false);
    expect((await send(s, 'DELETE', `/${moduleOf[type]}/${id}`)).statusCode).toBe(404);
  });

  it('a deleted client takes its contacts and deals, with their notes, files and timelines', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const contact = (await makeContact(t.app, s.base, s.headers, client.id)).id;
    const deal = await created(s, '/opportunities', {
      title: 'Family trip',
      client_id: client.id,
      expected_close_date: null,
    });
    const files = [
      await withNoteAndFile(s, 'contact', contact),
      await withNoteAndFile(s, 'opportunity', deal),
    ];
    const publish = vi.spyOn(t.app.realtime, 'publish');
    expect((await send(s, 'DELETE', `/clients/${client.id}`)).statusCode).toBe(204);
    expect(await leftOf(t.db, 'contact', contact)).toEqual(nothingLeft);
    expect(await leftOf(t.db, 'opportunity', deal)).toEqual(nothingLeft);
    expect((await get(s, `/opportunities/${deal}`)).statusCode).toBe(404);
    for (const file of files) await expect.poll(() => exists(file)).toBe(false);
    const channel = `presence-organization.${s.org.id}`;
    expect(publish.mock.calls).toEqual(
      expect.arrayContaining([
        [channel, 'record.deleted', { module: 'clients', id: client.id }],
        [channel, 'record.deleted', { module: 'contacts', id: contact }],
        [channel, 'record.deleted', { module: 'opportunities', id: deal }],
      ]),
    );
    publish.mockRestore();
  });

  it('a delete whose transaction fails keeps the records, their notes and their files', async () => {
    const s = await organizationWithMember(t.app);
    const lead = (await makeLead(t.app, s.base, s.headers)).id;
    const file = await withNoteAndFile(s, 'lead', lead);
    // The delete's work is done, then its transaction fails before committing.
    const failing = {
      transaction: (work: (tx: Database) => Promise<unknown>) =>
        t.db.transaction(async (tx) => {
          await work(tx);
          throw new Error('connection lost');
        }),
    } as unknown as Database;
    const organization = await getOrganizationScope(t.db, s.org.id);
    const ctx = withOrganization(offlineContext(failing), organization, s.user.id);
    await expect(deleteRecords(ctx, 'lead', [lead])).rejects.toThrow('connection lost');
    // Files would go on the next turns of the event loop; give them several before looking.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(await exists(file)).toBe(true);
    expect(await leftOf(t.db, 'lead', lead)).toMatchObject({ notes: 1, attachments: 1 });
    expect((await get(s, `/leads/${lead}`)).statusCode).toBe(200);
  });
});

describe('bulk delete, of each record type', () => {
  it.each(everyModule)(
    'bulk delete of $module deletes the organization’s, ignores another’s and answers the count',
    async ({ type }) => {
      const { s, other, mine, foreign, url } = await mineAndForeign(type);
      const response = await send(s, 'POST', `${url}/bulk`, {
        action: 'delete',
        ids: [...mine, mine[0], foreign],
      });
      expect(response.json()).toEqual({ data: { affected: 2 } });
      for (const id of mine) expect((await get(s, `${url}/${id}`)).statusCode).toBe(404);
      expect((await get(other, `${url}/${foreign}`)).statusCode).toBe(200);
    },
  );

  it('bulk delete of records with notes and files takes them too', async () => {
    const s = await organizationWithMember(t.app);
    const leads = [await makers.lead(s), await makers.lead(s)];
    const files = [
      await withNoteAndFile(s, 'lead', leads[0] ?? 0),
      await withNoteAndFile(s, 'lead', leads[1] ?? 0),
    ];
    expect((await send(s, 'POST', '/leads/bulk', { action: 'delete', ids: leads })).statusCode).toBe(200);
    for (const id of leads) expect(await leftOf(t.db, 'lead', id)).toEqual(nothingLeft);
    for (const file of files) await expect.poll(() => exists(file)).toBe(false);
  });
});

describe('export, of each record type', () => {
  it.each(everyModule)(
    'export of $module answers a CSV of the organization’s records with the chosen columns',
    async ({ type }) => {
      const { s, mine, url } = await mineAndForeign(type);
      const response = await get(s, `${url}/export?columns=id`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('id');
      expect(
        lines
          .slice(1)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(mine);
    },
  );
});
