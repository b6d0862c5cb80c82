import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import { organizationWithMember } from '#test/records-factories.ts';

const t = useTestApp();

describe('saved views', () => {
  it('private and shared views, seen by the owner and a colleague, list what each may see', async () => {
    const s = await organizationWithMember(t.app);
    const colleague = await signedIn(t.app, { organizations: [s.org.id] });
    const url = `${s.base}/saved-views`;
    const mine = await t.app.inject({
      method: 'POST',
      url,
      headers: s.headers,
      payload: {
        module: 'leads',
        name: 'My hot leads',
        filters: { 'filter[status]': 'qualified', 'filter[owner_id]': 'me' },
        sort: '-created_at',
        columns: ['full_name', 'status'],
      },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data).toMatchObject({ visibility: 'private', owner: s.user, editable: true, q: null });
    await t.app.inject({
      method: 'POST',
      url,
      headers: s.headers,
      payload: { module: 'leads', name: 'Team pipeline', visibility: 'shared' },
    });
    await t.app.inject({
      method: 'POST',
      url,
      headers: s.headers,
      payload: { module: 'clients', name: 'VIP' },
    });
    const ownList = await t.app.inject({ method: 'GET', url: `${url}?module=leads`, headers: s.headers });
    expect(ownList.json().data.map((v: { name: string }) => v.name)).toEqual([
      'My hot leads',
      'Team pipeline',
    ]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${url}?module=leads`,
      headers: colleague.headers,
    });
    expect(theirs.json().data).toEqual([expect.objectContaining({ name: 'Team pipeline', editable: false })]);
  });

  it('changes, by a colleague, the owner and an admin, answer 404 (private), 403 (shared), then 200', async () => {
    const s = await organizationWithMember(t.app);
    const colleague = await signedIn(t.app, { organizations: [s.org.id] });
    const admin = await signedIn(t.app, { admin: true });
    const create = (visibility: string) =>
      t.app.inject({
        method: 'POST',
        url: `${s.base}/saved-views`,
        headers: s.headers,
        payload: { module: 'contacts', name: visibility, visibility },
      });
    const privateView = (await create('private')).json().data;
    const sharedView = (await create('shared')).json().data;
    const put = (id: number, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${s.base}/saved-views/${id}`, headers, payload });
    expect((await put(privateView.id, colleague.headers, { name: 'x' })).statusCode).toBe(404);
    expect((await put(sharedView.id, colleague.headers, { name: 'x' })).statusCode).toBe(403);
    expect((await put(sharedView.id, s.headers, { name: 'Renamed' })).json().data.name).toBe('Renamed');
    const asAdmin = await t.app.inject({
      method: 'DELETE',
      url: `${s.base}/saved-views/${sharedView.id}`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(204);
  });

  it('create, unknown module and a non-filter key, answers 422', async () => {
    const s = await organizationWithMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `${s.base}/saved-views`,
      headers: s.headers,
      payload: { module: 'ufos', name: 'x', filters: { password: 'x' } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['filters.password', 'module']);
  });

  it('a view of organization A, changed under the code of B, answers 404', async () => {
    const a = await organizationWithMember(t.app);
    const b = await organizationWithMember(t.app);
    const view = (
      await t.app.inject({
        method: 'POST',
        url: `${a.base}/saved-views`,
        headers: a.headers,
        payload: { module: 'leads', name: 'Shared', visibility: 'shared' },
      })
    ).json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `${b.base}/saved-views/${view.id}`,
      headers: b.headers,
      payload: { name: 'x' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${b.base}/saved-views/${view.id}`,
      headers: b.headers,
    });
    expect(del.statusCode).toBe(404);
  });
});
