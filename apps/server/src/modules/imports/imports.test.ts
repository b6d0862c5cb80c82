import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeLead, organizationWithMember, uploadFile } from '../../test/records-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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
