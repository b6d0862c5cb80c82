import type { DedupeMode } from '@aurora/contracts/imports';
import { parse as parseCsv } from 'csv-parse/sync';
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { leads } from '#modules/leads/leads.table.ts';
import type { Database } from '#platform/db/client.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { useTestApp } from '#test/app.ts';
import { makeLead, organizationWithMember, uploadFile } from '#test/records-factories.ts';
import { importJob, runImport as runImportJob, startImport } from './imports.service.ts';
import { importJobs } from './imports.table.ts';

const t = useTestApp();

type Scope = Awaited<ReturnType<typeof organizationWithMember>>;
type Job = {
  id: number;
  status: string;
  progress: { processed: number; total: number };
  report: { created: number; updated: number; skipped: number; errors: { row: number; message: string }[] };
};

const upload = (s: Scope, module: string, csv: string) =>
  uploadFile(t.app, s, `/${module}/imports`, `${module}.csv`, csv, 'text/csv');

const getJob = async (s: Scope, id: number): Promise<Job> =>
  (await t.app.inject({ method: 'GET', url: `${s.base}/imports/${id}`, headers: s.headers })).json().data;

async function finished(s: Scope, id: number): Promise<Job> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const job = await getJob(s, id);
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not finish`);
}

async function runImport(s: Scope, module: string, csv: string, dedupe: string, mapping?: object) {
  const uploaded = (await upload(s, module, csv)).json().data;
  const started = await t.app.inject({
    method: 'POST',
    url: `${s.base}/imports/${uploaded.id}/start`,
    headers: s.headers,
    payload: { mapping: mapping ?? uploaded.suggested_mapping, dedupe },
  });
  expect(started.statusCode, started.body).toBe(202);
  return finished(s, uploaded.id);
}

const LEADS_CSV = [
  'Nombre;Apellido;Correo;Teléfono;Estado;Notas;Color',
  'Ana;Ruiz;ana@ruiz.mx;55 7000 0001;Contacted;Llamar el lunes;azul',
  'Beto;Soto;not-an-email;;;;',
  'Carla;Vega;carla@vega.mx;55 7000 0003;new;;',
].join('\n');

describe('POST /{org}/{module}/imports', () => {
  it('upload, semicolon CSV with Spanish headers, answers headers, preview and a suggested mapping', async () => {
    const s = await organizationWithMember(t.app);
    const response = await upload(s, 'leads', LEADS_CSV);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      module: 'leads',
      status: 'pending',
      headers: ['Nombre', 'Apellido', 'Correo', 'Teléfono', 'Estado', 'Notas', 'Color'],
      total_rows: 3,
      suggested_mapping: {
        Nombre: 'first_name',
        Apellido: 'last_name',
        Correo: 'email',
        Teléfono: 'phone',
        Estado: 'status',
        Notas: 'note',
        Color: null,
      },
      progress: { processed: 0, total: 3 },
    });
    expect(response.json().data.preview[0]).toEqual([
      'Ana',
      'Ruiz',
      'ana@ruiz.mx',
      '55 7000 0001',
      'Contacted',
      'Llamar el lunes',
      'azul',
    ]);
  });

  it('upload, no file or only a header, answers 422 on file', async () => {
    const s = await organizationWithMember(t.app);
    expect((await upload(s, 'clients', 'name,email\n')).json().errors).toEqual({
      file: ['The file has no rows below the header.'],
    });
    const none = await t.app.inject({
      method: 'POST',
      url: `${s.base}/clients/imports`,
      headers: s.headers,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
  });

  it('import, headers named __proto__ and constructor, stay plain columns: no prototype is replaced and nothing of them reaches the records', async () => {
    const s = await organizationWithMember(t.app);
    const csv = '__proto__,constructor,first_name,email\n"{""polluted"":""yes""}",Object,Ana,ana@proto.mx';
    const uploaded = (await upload(s, 'leads', csv)).json().data;
    expect(uploaded.headers).toEqual(['__proto__', 'constructor', 'first_name', 'email']);
    expect(uploaded.preview).toEqual([['{"polluted":"yes"}', 'Object', 'Ana', 'ana@proto.mx']]);
    expect(uploaded.suggested_mapping).toEqual({
      constructor: null,
      first_name: 'first_name',
      email: 'email',
    });

    const url = `${s.base}/imports/${uploaded.id}/start`;
    // Written by hand: an object literal's `__proto__` would set its prototype, not send the key.
    const throughProto = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...s.headers, 'content-type': 'application/json' },
      payload:
        '{"mapping":{"__proto__":"last_name","first_name":"first_name","email":"email"},"dedupe":"skip"}',
    });
    expect(throughProto.statusCode).toBe(400);
    expect((await getJob(s, uploaded.id)).status).toBe('pending');

    const started = await t.app.inject({
      method: 'POST',
      url,
      headers: s.headers,
      payload: { mapping: { ...uploaded.suggested_mapping, constructor: 'last_name' }, dedupe: 'skip' },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect((await finished(s, uploaded.id)).report).toMatchObject({ created: 1, errors: [] });
    const [lead] = (
      await t.app.inject({ method: 'GET', url: `${s.base}/leads?q=proto`, headers: s.headers })
    ).json().data;
    expect(lead).toMatchObject({ first_name: 'Ana', last_name: 'Object', email: 'ana@proto.mx' });
    expect(JSON.stringify(lead)).not.toContain('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('POST /{org}/imports/:id/start', () => {
  it('start, dedupe skip with an existing email and a bad row, reports created, skipped and the row error', async () => {
    const s = await organizationWithMember(t.app);
    await makeLead(t.app, s.base, s.headers, { first_name: 'Old', email: 'carla@vega.mx' });
    const job = await runImport(s, 'leads', LEADS_CSV, 'skip');
    expect(job.status).toBe('completed');
    expect(job.progress).toEqual({ processed: 3, total: 3 });
    expect(job.report).toMatchObject({
      created: 1,
      updated: 0,
      skipped: 1,
      errors: [{ row: 2, message: 'email: Must be a valid email address.' }],
    });
    const leads = (
      await t.app.inject({ method: 'GET', url: `${s.base}/leads?q=ruiz`, headers: s.headers })
    ).json().data;
    expect(leads).toEqual([
      expect.objectContaining({ full_name: 'Ana Ruiz', status: 'contacted', phone: '+525570000001' }),
    ]);
    const notes = await t.app.inject({
      method: 'GET',
      url: `${s.base}/leads/${leads[0].id}/notes`,
      headers: s.headers,
    });
    expect(notes.json().data.map((n: { body: string }) => n.body)).toEqual(['Llamar el lunes']);
  });

  it('start, dedupe update by phone in another format, fills the existing lead', async () => {
    const s = await organizationWithMember(t.app);
    const existing = await makeLead(t.app, s.base, s.headers, {
      first_name: 'Ana',
      phone: '+52 55 7000 0001',
    });
    const job = await runImport(s, 'leads', LEADS_CSV, 'update');
    expect(job.report).toMatchObject({ created: 1, updated: 1, skipped: 0 });
    const lead = (
      await t.app.inject({ method: 'GET', url: `${s.base}/leads/${existing.id}`, headers: s.headers })
    ).json().data;
    expect(lead).toMatchObject({ last_name: 'Ruiz', email: 'ana@ruiz.mx', status: 'contacted' });
  });

  it('start, dedupe create, creates the duplicate too', async () => {
    const s = await organizationWithMember(t.app);
    await makeLead(t.app, s.base, s.headers, { email: 'ana@ruiz.mx' });
    const job = await runImport(s, 'leads', LEADS_CSV, 'create');
    expect(job.report).toMatchObject({ created: 2, updated: 0, skipped: 0 });
  });

  it('start, contacts with client names, creates each missing client once', async () => {
    const s = await organizationWithMember(t.app);
    const csv =
      'full_name,client,email\nMateo Ortega,Familia Ortega,m@o.mx\nLuz Ortega,familia ortega,l@o.mx\nIvan Paz,,i@p.mx';
    const job = await runImport(s, 'contacts', csv, 'skip');
    expect(job.report).toMatchObject({
      created: 2,
      errors: [{ row: 3, message: 'client_name: A contact needs its client.' }],
    });
    const clients = (
      await t.app.inject({ method: 'GET', url: `${s.base}/clients`, headers: s.headers })
    ).json();
    expect(
      clients.data.map((c: { name: string; contacts_count: number }) => [c.name, c.contacts_count]),
    ).toEqual([['Familia Ortega', 2]]);
  });

  it('start, bad mapping, then twice, answers 422 then 409', async () => {
    const s = await organizationWithMember(t.app);
    const uploaded = (await upload(s, 'clients', 'Nombre,Correo\nAcme,a@acme.mx')).json().data;
    const url = `${s.base}/imports/${uploaded.id}/start`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: s.headers,
      payload: { mapping: { Correo: 'email' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ mapping: ['Map a column to name.'] });
    const good = await t.app.inject({
      method: 'POST',
      url,
      headers: s.headers,
      payload: { mapping: uploaded.suggested_mapping },
    });
    expect(good.statusCode).toBe(202);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: s.headers,
      payload: { mapping: uploaded.suggested_mapping },
    });
    expect(again.statusCode).toBe(409);
    expect((await finished(s, uploaded.id)).report.created).toBe(1);
  });

  it('start, 10,000 rows, answers another request while the import is still running', async () => {
    const s = await organizationWithMember(t.app);
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `Lead${i},Bulk,lead${i}@bulk.test,55${String(80000000 + i)}`,
    );
    const uploaded = (
      await upload(s, 'leads', ['first_name,last_name,email,phone', ...rows].join('\n'))
    ).json().data;
    const started = await t.app.inject({
      method: 'POST',
      url: `${s.base}/imports/${uploaded.id}/start`,
      headers: s.headers,
      payload: { mapping: uploaded.suggested_mapping, dedupe: 'skip' },
    });
    expect(started.statusCode).toBe(202);
    // The server answers while the job runs: the dashboard comes back before the import is done.
    let sawRunning = false;
    for (let attempt = 0; attempt < 5 && !sawRunning; attempt += 1) {
      const other = await t.app.inject({ method: 'GET', url: `${s.base}/dashboard`, headers: s.headers });
      expect(other.statusCode).toBe(200);
      const job = await getJob(s, uploaded.id);
      sawRunning = job.status === 'running' && job.progress.processed < 10_000;
    }
    expect(sawRunning).toBe(true);
    const done = await finished(s, uploaded.id);
    expect(done.report).toMatchObject({ created: 10_000, skipped: 0, errors: [] });
  }, 120_000);
});

describe('imports of another organization', () => {
  it('get and start, an import of A under the code of B, answer 404', async () => {
    const a = await organizationWithMember(t.app);
    const b = await organizationWithMember(t.app);
    const uploaded = (await upload(a, 'clients', 'name\nAcme')).json().data;
    expect(
      (await t.app.inject({ method: 'GET', url: `${b.base}/imports/${uploaded.id}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: `${b.base}/imports/${uploaded.id}/start`,
      headers: b.headers,
      payload: { mapping: { name: 'name' } },
    });
    expect(start.statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Interrupted imports

/**
 * 600 leads, so three batches (250, 250, 100). Row 20 repeats row 5's email (same batch), row 300
 * repeats row 10's (after the interruption, of a row before it), row 550 repeats row 280's (both
 * after it); rows 7 and 420 have a bad email.
 */
const RESUME_CSV = [
  'first_name,last_name,email',
  ...Array.from({ length: 600 }, (_, index) => {
    const row = index + 1;
    const repeats: Record<number, number> = { 20: 5, 300: 10, 550: 280 };
    const email = row === 7 || row === 420 ? 'not-an-email' : `lead${repeats[row] ?? row}@resume.test`;
    return `Lead${row},Resume,${email}`;
  }),
].join('\n');

/**
 * Starts an import whose process "dies" after its first batch: that batch commits, then the run
 * waits forever at the start of the second (frozen, or killed), until `wake()`. Its job was
 * queued nowhere, as if the engine had not yet noticed the death.
 */
async function interruptedImport(s: Scope, dedupe: DedupeMode) {
  const uploaded = (await upload(s, 'leads', RESUME_CSV)).json().data;
  let batches = 0;
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  let wake = () => {};
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const frozen = new Proxy(t.db, {
    get(target, key) {
      if (key === 'transaction') {
        return async (work: Parameters<Database['transaction']>[0]) => {
          batches += 1;
          if (batches > 1) {
            stop();
            await woken;
          }
          return target.transaction(work);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await startImport(
    withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id)),
    uploaded.id,
    { mapping: uploaded.suggested_mapping, dedupe },
    { enqueue: async () => {} },
  );
  const organization = await getOrganizationScope(t.db, s.org.id);
  const run = runImportJob(withOrganization(offlineContext(frozen), organization), uploaded.id);
  await stopped;
  return { id: uploaded.id as number, wake, run: () => run };
}

const jobRowOf = async (id: number) =>
  (
    await t.db
      .select({
        status: importJobs.status,
        processed: importJobs.processed,
        report: importJobs.report,
        updatedAt: importJobs.updatedAt,
      })
      .from(importJobs)
      .where(eq(importJobs.id, id))
  )[0];

const leadsOf = (s: Scope) =>
  t.db
    .select({ email: leads.email, firstName: leads.firstName })
    .from(leads)
    .where(eq(leads.organizationId, s.org.id))
    .orderBy(asc(leads.email), asc(leads.firstName));

/** What the engine does with a job whose instance died: it runs it again, on the app's queue. */
const runAgain = (s: Scope, id: number) =>
  t.app.jobs.enqueue(importJob, { organizationId: s.org.id, importId: id });

describe('imports cut off by a dying process', () => {
  it.each(['skip', 'update', 'create'] as const)(
    'run again, an import interrupted after its first batch (dedupe %s), finishes it as an uninterrupted run would, each row once',
    async (dedupe) => {
      const s = await organizationWithMember(t.app);
      const interrupted = await interruptedImport(s, dedupe);
      // The row says exactly what is in the database: the first batch, nothing of the second.
      const before = await getJob(s, interrupted.id);
      expect(before).toMatchObject({ status: 'running', progress: { processed: 250, total: 600 } });
      expect(await leadsOf(s)).toHaveLength(before.report.created);
      expect(before.report.errors).toEqual([{ row: 7, message: 'email: Must be a valid email address.' }]);

      await runAgain(s, interrupted.id);
      const job = await finished(s, interrupted.id);

      const other = await organizationWithMember(t.app);
      const uninterrupted = await runImport(other, 'leads', RESUME_CSV, dedupe);
      expect(job.status).toBe('completed');
      expect(job.progress).toEqual({ processed: 600, total: 600 });
      expect(job.report).toEqual(uninterrupted.report);
      expect(await leadsOf(s)).toEqual(await leadsOf(other));
      if (dedupe === 'skip') {
        expect(job.report).toMatchObject({
          created: 595,
          updated: 0,
          skipped: 3,
          errors: [
            { row: 7, message: 'email: Must be a valid email address.' },
            { row: 420, message: 'email: Must be a valid email address.' },
          ],
        });
        const emails = (await leadsOf(s)).map((lead) => lead.email);
        expect(new Set(emails).size).toBe(595);
        expect(emails).toHaveLength(595);
      }
    },
  );

  it('run again, then the stalled runner wakes up, rolls back its batch and leaves the finished job as it is', async () => {
    const s = await organizationWithMember(t.app);
    // Create mode: a second runner importing the same rows would duplicate every one of them.
    const interrupted = await interruptedImport(s, 'create');
    await runAgain(s, interrupted.id);
    expect((await finished(s, interrupted.id)).status).toBe('completed');
    const done = await jobRowOf(interrupted.id);
    expect(done).toMatchObject({ status: 'completed', processed: 600, report: { created: 598 } });
    const records = await leadsOf(s);
    expect(records).toHaveLength(598);

    interrupted.wake();
    await interrupted.run();
    expect(await jobRowOf(interrupted.id)).toEqual(done);
    expect(await leadsOf(s)).toEqual(records);
  });

  it('start, a job that cannot be queued, leaves the import pending so it can be started again', async () => {
    const s = await organizationWithMember(t.app);
    const uploaded = (await upload(s, 'clients', 'name\nAcme')).json().data;
    const input = { mapping: { name: 'name' }, dedupe: 'skip' as const };
    const ctx = withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id));
    const down = new Error('the queue is down');
    await expect(
      startImport(ctx, uploaded.id, input, {
        enqueue: async () => {
          throw down;
        },
      }),
    ).rejects.toBe(down);
    expect((await getJob(s, uploaded.id)).status).toBe('pending');
    await startImport(ctx, uploaded.id, input, t.app.jobs);
    expect((await finished(s, uploaded.id)).report.created).toBe(1);
  });
});

describe('record events', () => {
  it('an import of 600 leads in three batches, tells the organization once per committed batch', async () => {
    const s = await organizationWithMember(t.app);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const job = await runImport(s, 'leads', RESUME_CSV, 'skip');
    const events = publish.mock.calls.filter(([channel]) => channel === `presence-organization.${s.org.id}`);
    publish.mockRestore();
    expect(job.status).toBe('completed');
    expect(events.map(([, name, payload]) => [name, (payload as { module: string }).module])).toEqual([
      ['record.created', 'leads'],
      ['record.created', 'leads'],
      ['record.created', 'leads'],
    ]);
    // Each names the newest lead of its batch; the last one, the newest of the import.
    const [newest] = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.organizationId, s.org.id))
      .orderBy(desc(leads.id))
      .limit(1);
    expect(events.at(-1)?.[2]).toEqual({ module: 'leads', id: newest?.id });
  });
});

describe('formulas in exports', () => {
  it('export, of leads typed with formula-like values and imported with them, opens as text in a spreadsheet, and imports back as typed', async () => {
    const s = await organizationWithMember(t.app);
    await makeLead(t.app, s.base, s.headers, {
      first_name: '=HYPERLINK("http://evil.example","x")',
      last_name: '@SUM(A1)',
      destinations: ['+Roma', '-París', '\uFF1Dcmd'],
    });
    const imported = await runImport(
      s,
      'leads',
      ['first_name,last_name,destinations', '"-2+3",\uFF20name,"\uFF0B1;\uFF0Dx"'].join('\n'),
      'create',
    );
    expect(imported.report).toMatchObject({ created: 1, errors: [] });

    const exported = await t.app.inject({
      method: 'GET',
      url: `${s.base}/leads/export?columns=first_name,last_name,destinations,phone`,
      headers: s.headers,
    });
    const rows = parseCsv(exported.body, { bom: true, columns: true }) as Record<string, string>[];
    const cells = rows.flatMap((row) => Object.values(row)).filter(Boolean);
    expect(cells.filter((cell) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell))).toEqual([]);
    expect(rows.map((row) => row.first_name).sort()).toEqual([
      "'-2+3",
      `'=HYPERLINK("http://evil.example","x")`,
    ]);

    // The neutralised file imports back to the values as typed.
    const again = await organizationWithMember(t.app);
    const reimported = await runImport(again, 'leads', exported.body, 'create');
    expect(reimported.report).toMatchObject({ created: 2, errors: [] });
    const names = (await t.app.inject({ method: 'GET', url: `${again.base}/leads`, headers: again.headers }))
      .json()
      .data.map((lead: { first_name: string; last_name: string }) => [lead.first_name, lead.last_name]);
    expect(names.sort()).toEqual([
      ['-2+3', '\uFF20name'],
      ['=HYPERLINK("http://evil.example","x")', '@SUM(A1)'],
    ]);
  });
});
