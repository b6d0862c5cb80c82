import type { Supplier } from '@aurora/contracts/travel/suppliers';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { memberRequests, organizationWithMember, uploadFile } from '#test/records-factories.ts';
import { makeSupplier } from '#test/travel-factories.ts';

const t = useTestApp();
const { get, send } = memberRequests(() => t.app);

type Scope = Awaited<ReturnType<typeof organizationWithMember>>;
type Job = {
  status: string;
  report: { created: number; updated: number; skipped: number; errors: { row: number; message: string }[] };
};

const upload = (s: Scope, csv: string) =>
  uploadFile(t.app, s, '/suppliers/imports', 'proveedores.csv', csv, 'text/csv');

async function finished(s: Scope, id: number): Promise<Job> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const job = (await get(s, `/imports/${id}`)).json().data;
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not finish`);
}

async function runImport(s: Scope, csv: string, dedupe: 'skip' | 'update' | 'create') {
  const uploaded = (await upload(s, csv)).json().data;
  const started = await send(s, 'POST', `/imports/${uploaded.id}/start`, {
    mapping: uploaded.suggested_mapping,
    dedupe,
  });
  expect(started.statusCode, started.body).toBe(202);
  return finished(s, uploaded.id);
}

const suppliersOf = async (s: Scope): Promise<Supplier[]> => (await get(s, '/suppliers')).json().data;

// As a spreadsheet in Spanish saves it: semicolons, accented headers, decimal commas.
const PROVEEDORES = [
  'Nombre;Categoría;Teléfono;Correo;Sitio web;Comisión;Condiciones de pago;Moneda;Preferido;Notas',
  'Hoteles Xcaret;Hotel;998 251 6560;Reservas@Xcaret.com;www.hotelxcaret.com;12,5;30 días;;sí;Tarifa de grupos',
  'Aeroméxico;airline;55 5133 4000;;https://aeromexico.com;7.25%;;usd;no;',
  'Mundo Joven;TOUR OPERATOR;;info@mundojoven.mx;;10;Prepago;MXN;;',
  'Naves Espaciales;Spaceline;;;;;;;;',
  'Sin Moneda;Hotel;;;;;;ZZZ;;',
  'Tarifa Alta;Hotel;;;;100,5;;;;',
].join('\n');

describe('supplier imports', () => {
  it('a semicolon file with Spanish headers: suggests the mapping, creates the suppliers with their categories, E.164 phones and exact rates, reports the bad rows by number', async () => {
    const s = await organizationWithMember(t.app);
    const uploaded = await upload(s, PROVEEDORES);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toMatchObject({
      module: 'suppliers',
      total_rows: 6,
      suggested_mapping: {
        Nombre: 'name',
        Categoría: 'category',
        Teléfono: 'phone',
        Correo: 'email',
        'Sitio web': 'website',
        Comisión: 'commission_rate',
        'Condiciones de pago': 'payment_terms',
        Moneda: 'currency',
        Preferido: 'preferred',
        Notas: 'note',
      },
    });

    const job = await runImport(s, PROVEEDORES, 'skip');
    expect(job.status).toBe('completed');
    expect(job.report).toEqual({
      created: 3,
      updated: 0,
      skipped: 0,
      errors: [
        { row: 4, message: 'category: Unknown category "Spaceline".' },
        { row: 5, message: 'currency: Unknown currency "ZZZ".' },
        { row: 6, message: 'commission_rate: Must be a percentage from 0 to 100.' },
      ],
      errors_count: 3,
    });

    const [aeromexico, xcaret, mundoJoven] = await suppliersOf(s);
    expect(xcaret).toMatchObject({
      name: 'Hoteles Xcaret',
      category: 'hotel',
      phone: '+529982516560',
      email: 'reservas@xcaret.com',
      website: 'https://www.hotelxcaret.com',
      commission_rate: '12.50',
      payment_terms: '30 días',
      currency: 'MXN',
      preferred: true,
      owner: null,
      created_by: s.user,
    });
    expect(aeromexico).toMatchObject({
      name: 'Aeroméxico',
      category: 'airline',
      phone: '+525551334000',
      email: null,
      commission_rate: '7.25',
      currency: 'USD',
      preferred: false,
    });
    expect(mundoJoven).toMatchObject({
      category: 'tour_operator',
      phone: null,
      commission_rate: '10.00',
      payment_terms: 'Prepago',
      preferred: false,
    });

    const activity = (await get(s, `/suppliers/${xcaret?.id}/activity`)).json().data;
    expect(activity.map((entry: { type: string }) => entry.type)).toEqual(['note', 'created']);
    const notes = (await get(s, `/suppliers/${xcaret?.id}/notes`)).json().data;
    expect(notes.map((note: { body: string }) => note.body)).toEqual(['Tarifa de grupos']);
  });

  it('a comma file: a name repeated in the file, or a rate with a comma in quotes, follows the same rules', async () => {
    const s = await organizationWithMember(t.app);
    const csv = [
      'name,category,commission_rate,email',
      'Iberostar,hotel,"8,5",ventas@iberostar.com',
      'IBEROSTAR,hotel,9,',
      'Otro Iberostar,hotel,,VENTAS@iberostar.com',
    ].join('\n');
    const job = await runImport(s, csv, 'skip');
    expect(job.report).toMatchObject({ created: 1, skipped: 2, errors: [] });
    expect((await suppliersOf(s)).map((supplier) => [supplier.name, supplier.commission_rate])).toEqual([
      ['Iberostar', '8.50'],
    ]);
  });

  it('imported again: skip leaves the suppliers of the same name (any case) or email, update fills them with the row’s values', async () => {
    const s = await organizationWithMember(t.app);
    const existing = await makeSupplier(t.app, s, {
      name: 'Hoteles Xcaret',
      category: 'hotel',
      commission_rate: '10',
      payment_terms: 'Net 15',
      currency: 'USD',
    });
    const byEmail = await makeSupplier(t.app, s, {
      name: 'Mundo Joven Viajes',
      category: 'tour_operator',
      email: 'info@mundojoven.mx',
    });
    const again = [
      'Nombre;Categoría;Comisión;Correo;Preferido',
      'hoteles xcaret;Hotel;12,5;;sí',
      'Mundo Joven;Tour operator;15;INFO@mundojoven.mx;',
      'Experiencias Xcaret;Tour operator;;;',
    ].join('\n');

    const skipped = await runImport(s, again, 'skip');
    expect(skipped.report).toMatchObject({ created: 1, updated: 0, skipped: 2, errors: [] });
    expect((await get(s, `/suppliers/${existing.id}`)).json().data).toMatchObject({
      name: 'Hoteles Xcaret',
      commission_rate: '10.00',
      preferred: false,
    });

    const updated = await runImport(s, again, 'update');
    // The supplier the first run created is a duplicate now too.
    expect(updated.report).toMatchObject({ created: 0, updated: 3, skipped: 0, errors: [] });
    expect((await get(s, `/suppliers/${existing.id}`)).json().data).toMatchObject({
      name: 'hoteles xcaret',
      commission_rate: '12.50',
      payment_terms: 'Net 15',
      // The organization's currency is for suppliers a row creates, never written over one.
      currency: 'USD',
      preferred: true,
    });
    expect((await get(s, `/suppliers/${byEmail.id}`)).json().data).toMatchObject({
      name: 'Mundo Joven',
      commission_rate: '15.00',
    });
    expect((await suppliersOf(s)).length).toBe(3);
  });

  it('another organization’s supplier of the same name is neither a duplicate nor touched', async () => {
    const a = await organizationWithMember(t.app);
    const b = await organizationWithMember(t.app);
    const { id } = await makeSupplier(t.app, b, {
      name: 'Hoteles Xcaret',
      category: 'hotel',
      email: 'reservas@xcaret.com',
      commission_rate: '5',
    });
    const theirs = (await get(b, `/suppliers/${id}`)).json().data;
    const job = await runImport(
      a,
      'name,category,email,commission_rate\nHoteles Xcaret,hotel,reservas@xcaret.com,12.5',
      'update',
    );
    expect(job.report).toMatchObject({ created: 1, updated: 0, skipped: 0 });
    expect((await suppliersOf(a)).map((supplier) => supplier.commission_rate)).toEqual(['12.50']);
    expect((await get(b, `/suppliers/${theirs.id}`)).json().data).toMatchObject({
      commission_rate: '5.00',
      updated_at: theirs.updated_at,
    });
    expect((await suppliersOf(b)).length).toBe(1);
  });

  it('a mapping without a category, or an owner who is not a member, is refused', async () => {
    const s = await organizationWithMember(t.app);
    const uploaded = (await upload(s, 'name,owner\nIberostar,nobody@example.com')).json().data;
    const started = await send(s, 'POST', `/imports/${uploaded.id}/start`, {
      mapping: uploaded.suggested_mapping,
      dedupe: 'skip',
    });
    expect(started.statusCode).toBe(422);
    expect(started.json().errors).toEqual({ mapping: ['Map a column to category.'] });

    const job = await runImport(s, 'name,category,owner\nIberostar,hotel,nobody@example.com', 'skip');
    expect(job.report).toMatchObject({
      created: 0,
      errors: [{ row: 1, message: 'owner_email: Not a member of this organization.' }],
    });
  });
});
