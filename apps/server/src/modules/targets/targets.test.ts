import type { MonthTargets } from '@aurora/contracts/targets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Headers = { authorization: string };
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An organization with an admin, two agents and a team led by the first. */
async function setup() {
  const org = await createOrganization(t.app.db, { default_currency: 'MXN' });
  const admin = await signedIn(t.app, { admin: true });
  const ana = await signedIn(t.app, { agent: true, organizations: [org.id], name: 'Ana Ruiz' });
  const bruno = await signedIn(t.app, { agent: true, organizations: [org.id], name: 'Bruno Díaz' });
  const prefix = `/api/v2/${org.code.toLowerCase()}`;
  const team = await inject('POST', `${prefix}/teams`, admin.headers, {
    name: 'Ventas',
    leader_id: ana.user.id,
    member_ids: [ana.user.id, bruno.user.id],
  });
  return { org, admin, ana, bruno, prefix, teamId: team.json().data.id as number };
}

describe('monthly targets', () => {
  it('an administrator sets a month for agents and a team, members read it with names, and a second set replaces the first', async () => {
    const s = await setup();
    const set = await inject('PUT', `${s.prefix}/targets/2026-03`, s.admin.headers, {
      targets: [
        { subject_type: 'agent', subject_id: s.ana.user.id, metric: 'won_amount', value: 150_000_00 },
        { subject_type: 'agent', subject_id: s.ana.user.id, metric: 'calls', value: 400 },
        { subject_type: 'team', subject_id: s.teamId, metric: 'answer_rate', value: 90 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);

    const read = await inject('GET', `${s.prefix}/targets/2026-03`, s.bruno.headers);
    expect(read.statusCode).toBe(200);
    const month = read.json<{ data: MonthTargets }>().data;
    expect(month.currency).toBe('MXN');
    expect(month.targets).toEqual([
      {
        subject_type: 'agent',
        subject: { id: s.ana.user.id, name: 'Ana Ruiz' },
        metric: 'calls',
        value: 400,
      },
      {
        subject_type: 'agent',
        subject: { id: s.ana.user.id, name: 'Ana Ruiz' },
        metric: 'won_amount',
        value: 150_000_00,
      },
      { subject_type: 'team', subject: { id: s.teamId, name: 'Ventas' }, metric: 'answer_rate', value: 90 },
    ]);

    await inject('PUT', `${s.prefix}/targets/2026-03`, s.admin.headers, {
      targets: [{ subject_type: 'agent', subject_id: s.bruno.user.id, metric: 'won_deals', value: 6 }],
    });
    const replaced = (await inject('GET', `${s.prefix}/targets/2026-03`, s.admin.headers)).json<{
      data: MonthTargets;
    }>();
    expect(replaced.data.targets.map((target) => [target.subject.name, target.metric, target.value])).toEqual(
      [['Bruno Díaz', 'won_deals', 6]],
    );
    // Another month is untouched.
    expect((await inject('GET', `${s.prefix}/targets/2026-04`, s.admin.headers)).json().data.targets).toEqual(
      [],
    );
  });

  it('refuses, changing nothing, a subject of another organization, a target given twice, a rate over 100; a path that names no month is not found', async () => {
    const s = await setup();
    const other = await setup();
    const keep = [{ subject_type: 'agent', subject_id: s.ana.user.id, metric: 'calls', value: 100 }];
    await inject('PUT', `${s.prefix}/targets/2026-05`, s.admin.headers, { targets: keep });

    const foreign = await inject('PUT', `${s.prefix}/targets/2026-05`, s.admin.headers, {
      targets: [
        { subject_type: 'agent', subject_id: other.ana.user.id, metric: 'calls', value: 10 },
        { subject_type: 'team', subject_id: other.teamId, metric: 'calls', value: 10 },
        { subject_type: 'agent', subject_id: s.bruno.user.id, metric: 'calls', value: 10 },
        { subject_type: 'agent', subject_id: s.bruno.user.id, metric: 'calls', value: 20 },
      ],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      'targets.0.subject_id': ['No active agent of this organization has this id.'],
      'targets.1.subject_id': ['No team of this organization has this id.'],
      'targets.3.metric': ['This target is given twice.'],
    });

    const rate = await inject('PUT', `${s.prefix}/targets/2026-05`, s.admin.headers, {
      targets: [{ subject_type: 'team', subject_id: s.teamId, metric: 'answer_rate', value: 101 }],
    });
    expect(rate.statusCode).toBe(422);
    expect(rate.json().errors).toEqual({ 'targets.0.value': ['Must be at most 100.'] });

    const month = await inject('PUT', `${s.prefix}/targets/2026-13`, s.admin.headers, { targets: [] });
    expect(month.statusCode).toBe(404);

    const kept = (await inject('GET', `${s.prefix}/targets/2026-05`, s.admin.headers)).json<{
      data: MonthTargets;
    }>();
    expect(kept.data.targets.map((target) => target.value)).toEqual([100]);
  });

  it('agents read targets but only administrators set them; another organization answers 404', async () => {
    const s = await setup();
    const other = await setup();
    const put = await inject('PUT', `${s.prefix}/targets/2026-03`, s.ana.headers, { targets: [] });
    expect(put.statusCode).toBe(403);
    expect((await inject('GET', `${other.prefix}/targets/2026-03`, s.ana.headers)).statusCode).toBe(404);
  });
});
