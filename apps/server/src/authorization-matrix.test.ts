import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createOrganization, createUser, signedIn } from '#test/factories.ts';

/**
 * Who may call each route. Every route the app registers must be listed here, so a new route
 * fails this test until someone decides, in writing, who may call it.
 * - public: no sign-in
 * - user: any signed-in user
 * - member: a member of the organization in the URL, or an admin (others get 404)
 * - agent: users with an agent record
 * - admin: users with the Administrador role
 * - leader: admins and the organization's team leaders (other members 403, non-members 404)
 */
const ACCESS: Record<string, 'public' | 'user' | 'member' | 'agent' | 'admin' | 'leader'> = {
  'POST /api/v2/auth/login': 'public',
  'POST /api/v2/auth/logout': 'user',
  'GET /api/v2/auth/me': 'user',
  'GET /api/v2/organizations': 'user',
  'GET /api/v2/organizations/:id': 'admin',
  'GET /api/v2/organizations/:id/stats': 'admin',
  'POST /api/v2/organizations': 'admin',
  'PUT /api/v2/organizations/:id': 'admin',
  'DELETE /api/v2/organizations/:id': 'admin',
  'GET /api/v2/organizations/:id/members': 'admin',
  'POST /api/v2/organizations/:id/members': 'admin',
  'POST /api/v2/organizations/:id/members/new': 'admin',
  'PUT /api/v2/organizations/:id/members/:userId': 'admin',
  'DELETE /api/v2/organizations/:id/members/:userId': 'admin',
  'GET /api/v2/statuses': 'user',
  'POST /api/v2/statuses': 'admin',
  'PUT /api/v2/statuses/:id': 'admin',
  'DELETE /api/v2/statuses/:id': 'admin',
  'GET /api/v2/currencies': 'user',
  'POST /api/v2/currencies': 'admin',
  'PUT /api/v2/currencies/:code': 'admin',
  'DELETE /api/v2/currencies/:code': 'admin',
  'GET /api/v2/definitions': 'user',
  'POST /api/v2/definitions': 'admin',
  'PUT /api/v2/definitions/:id': 'admin',
  'DELETE /api/v2/definitions/:id': 'admin',
  'GET /api/v2/agent/dashboard': 'agent',
  'GET /api/v2/:orgCode/dashboard': 'member',
  'GET /api/v2/:orgCode/members': 'member',
  'POST /api/v2/broadcasting/auth': 'user',
  'GET /api/v2/auth/client-config': 'public',
  'GET /api/v2/health': 'public',
  'GET /api/v2/ready': 'public',
  'GET /api/v2/realtime/stats': 'admin',
  // Records (leads, clients, contacts, opportunities, notes, attachments, saved views, search): members of the organization.
  'GET /api/v2/:orgCode/leads': 'member',
  'POST /api/v2/:orgCode/leads': 'member',
  'GET /api/v2/:orgCode/leads/duplicates': 'member',
  'GET /api/v2/:orgCode/leads/export': 'member',
  'POST /api/v2/:orgCode/leads/bulk': 'member',
  'GET /api/v2/:orgCode/leads/:id': 'member',
  'PUT /api/v2/:orgCode/leads/:id': 'member',
  'DELETE /api/v2/:orgCode/leads/:id': 'member',
  'POST /api/v2/:orgCode/leads/:id/convert': 'member',
  'GET /api/v2/:orgCode/leads/:id/activity': 'member',
  'GET /api/v2/:orgCode/clients': 'member',
  'POST /api/v2/:orgCode/clients': 'member',
  'GET /api/v2/:orgCode/clients/duplicates': 'member',
  'GET /api/v2/:orgCode/clients/export': 'member',
  'POST /api/v2/:orgCode/clients/bulk': 'member',
  'GET /api/v2/:orgCode/clients/:id': 'member',
  'PUT /api/v2/:orgCode/clients/:id': 'member',
  'DELETE /api/v2/:orgCode/clients/:id': 'member',
  'GET /api/v2/:orgCode/clients/:id/activity': 'member',
  'GET /api/v2/:orgCode/clients/:id/contacts': 'member',
  'POST /api/v2/:orgCode/clients/:id/contacts': 'member',
  'GET /api/v2/:orgCode/contacts': 'member',
  'GET /api/v2/:orgCode/contacts/duplicates': 'member',
  'GET /api/v2/:orgCode/contacts/export': 'member',
  'POST /api/v2/:orgCode/contacts/bulk': 'member',
  'GET /api/v2/:orgCode/contacts/:id': 'member',
  'PUT /api/v2/:orgCode/contacts/:id': 'member',
  'DELETE /api/v2/:orgCode/contacts/:id': 'member',
  'POST /api/v2/:orgCode/contacts/:id/merge': 'member',
  'GET /api/v2/:orgCode/contacts/:id/activity': 'member',
  'GET /api/v2/:orgCode/opportunities': 'member',
  'POST /api/v2/:orgCode/opportunities': 'member',
  'GET /api/v2/:orgCode/opportunities/export': 'member',
  'POST /api/v2/:orgCode/opportunities/bulk': 'member',
  'GET /api/v2/:orgCode/opportunities/board': 'member',
  'GET /api/v2/:orgCode/opportunities/board/:stage': 'member',
  'GET /api/v2/:orgCode/opportunities/forecast': 'member',
  'GET /api/v2/:orgCode/opportunities/:id': 'member',
  'PUT /api/v2/:orgCode/opportunities/:id': 'member',
  'DELETE /api/v2/:orgCode/opportunities/:id': 'member',
  'POST /api/v2/:orgCode/opportunities/:id/move': 'member',
  'GET /api/v2/:orgCode/opportunities/:id/activity': 'member',
  'GET /api/v2/:orgCode/opportunities/:id/notes': 'member',
  'POST /api/v2/:orgCode/opportunities/:id/notes': 'member',
  'GET /api/v2/:orgCode/opportunities/:id/attachments': 'member',
  'POST /api/v2/:orgCode/opportunities/:id/attachments': 'member',
  'GET /api/v2/:orgCode/leads/:id/notes': 'member',
  'POST /api/v2/:orgCode/leads/:id/notes': 'member',
  'GET /api/v2/:orgCode/clients/:id/notes': 'member',
  'POST /api/v2/:orgCode/clients/:id/notes': 'member',
  'GET /api/v2/:orgCode/contacts/:id/notes': 'member',
  'POST /api/v2/:orgCode/contacts/:id/notes': 'member',
  'PUT /api/v2/:orgCode/notes/:id': 'member',
  'DELETE /api/v2/:orgCode/notes/:id': 'member',
  'GET /api/v2/:orgCode/leads/:id/attachments': 'member',
  'POST /api/v2/:orgCode/leads/:id/attachments': 'member',
  'GET /api/v2/:orgCode/clients/:id/attachments': 'member',
  'POST /api/v2/:orgCode/clients/:id/attachments': 'member',
  'GET /api/v2/:orgCode/contacts/:id/attachments': 'member',
  'POST /api/v2/:orgCode/contacts/:id/attachments': 'member',
  'GET /api/v2/:orgCode/attachments/:id/download': 'member',
  'DELETE /api/v2/:orgCode/attachments/:id': 'member',
  'GET /api/v2/:orgCode/saved-views': 'member',
  'POST /api/v2/:orgCode/saved-views': 'member',
  'PUT /api/v2/:orgCode/saved-views/:id': 'member',
  'DELETE /api/v2/:orgCode/saved-views/:id': 'member',
  'GET /api/v2/:orgCode/search': 'member',
  'POST /api/v2/:orgCode/leads/imports': 'member',
  'POST /api/v2/:orgCode/clients/imports': 'member',
  'POST /api/v2/:orgCode/contacts/imports': 'member',
  'POST /api/v2/:orgCode/opportunities/imports': 'member',
  'POST /api/v2/:orgCode/suppliers/imports': 'member',
  'GET /api/v2/:orgCode/imports/:id': 'member',
  'POST /api/v2/:orgCode/imports/:id/start': 'member',
  // Tasks: members of the organization; "my tasks" across organizations for any signed-in user.
  'GET /api/v2/tasks/my': 'user',
  'GET /api/v2/:orgCode/tasks': 'member',
  'POST /api/v2/:orgCode/tasks': 'member',
  'GET /api/v2/:orgCode/tasks/export': 'member',
  'POST /api/v2/:orgCode/tasks/bulk': 'member',
  'GET /api/v2/:orgCode/tasks/:id': 'member',
  'PUT /api/v2/:orgCode/tasks/:id': 'member',
  'DELETE /api/v2/:orgCode/tasks/:id': 'member',
  'POST /api/v2/:orgCode/tasks/:id/complete': 'member',
  'POST /api/v2/:orgCode/tasks/:id/reopen': 'member',
  'POST /api/v2/:orgCode/tasks/:id/snooze': 'member',
  // Telephony and calls: members of the organization; numbers and the simulated incoming call
  // are managed by admins; Twilio's webhooks are public but signature-checked (400/403).
  'GET /api/v2/calls/my': 'user',
  'GET /api/v2/calls/my/ringing': 'user',
  'GET /api/v2/telephony/access-token': 'user',
  'POST /api/v2/telephony/webhooks/voice/outgoing': 'public',
  'POST /api/v2/telephony/webhooks/voice/incoming': 'public',
  'POST /api/v2/telephony/webhooks/voice/dial-action': 'public',
  'POST /api/v2/telephony/webhooks/voice/hangup': 'public',
  'POST /api/v2/telephony/webhooks/status': 'public',
  'POST /api/v2/telephony/webhooks/recording': 'public',
  'GET /api/v2/:orgCode/telephony/access-token': 'member',
  'POST /api/v2/:orgCode/telephony/calls/initiate': 'member',
  'POST /api/v2/:orgCode/telephony/calls/:id/end-tracked': 'member',
  'POST /api/v2/:orgCode/telephony/calls/:id/discard': 'member',
  'GET /api/v2/:orgCode/calls': 'member',
  'POST /api/v2/:orgCode/calls': 'member',
  'GET /api/v2/:orgCode/calls/:id': 'member',
  'PUT /api/v2/:orgCode/calls/:id': 'member',
  'POST /api/v2/:orgCode/calls/:id/link': 'member',
  'GET /api/v2/:orgCode/calls/:id/recording': 'member',
  'GET /api/v2/:orgCode/telephony/numbers': 'member',
  'GET /api/v2/:orgCode/telephony/numbers/:id': 'member',
  'GET /api/v2/:orgCode/telephony/numbers/import-candidates': 'admin',
  'POST /api/v2/:orgCode/telephony/numbers': 'admin',
  'PUT /api/v2/:orgCode/telephony/numbers/:id': 'admin',
  'DELETE /api/v2/:orgCode/telephony/numbers/:id': 'admin',
  'POST /api/v2/:orgCode/telephony/simulator/incoming': 'admin',
  'POST /api/v2/:orgCode/telephony/simulator/calls/:id/connect': 'member',
  'POST /api/v2/:orgCode/telephony/simulator/calls/:id/hangup': 'member',
  'POST /api/v2/:orgCode/telephony/simulator/calls/:id/answer': 'member',
  'POST /api/v2/:orgCode/telephony/simulator/calls/:id/decline': 'member',
  // Teams: members read, admins manage; the organization's agents with their availability for
  // members; call settings for admins; an agent's own availability under the global /agent prefix.
  'GET /api/v2/:orgCode/teams': 'member',
  'GET /api/v2/:orgCode/teams/:id': 'member',
  'POST /api/v2/:orgCode/teams': 'admin',
  'PUT /api/v2/:orgCode/teams/:id': 'admin',
  'DELETE /api/v2/:orgCode/teams/:id': 'admin',
  'GET /api/v2/:orgCode/agents': 'member',
  'GET /api/v2/:orgCode/call-settings': 'admin',
  'PUT /api/v2/:orgCode/call-settings': 'admin',
  'GET /api/v2/agent/availability': 'agent',
  'PUT /api/v2/agent/availability': 'agent',
  // Everyone's own notification centre (a user only ever reaches their own entries).
  'GET /api/v2/agent/notifications': 'user',
  'POST /api/v2/agent/notifications/read': 'user',
  'POST /api/v2/agent/notifications/:id/read': 'user',
  // Travel: suppliers, trips with their bookings and itineraries, airports and airlines for members;
  // the organization's travel rules are changed by admins.
  'GET /api/v2/:orgCode/suppliers': 'member',
  'POST /api/v2/:orgCode/suppliers': 'member',
  'GET /api/v2/:orgCode/suppliers/export': 'member',
  'POST /api/v2/:orgCode/suppliers/bulk': 'member',
  'GET /api/v2/:orgCode/suppliers/:id': 'member',
  'PUT /api/v2/:orgCode/suppliers/:id': 'member',
  'DELETE /api/v2/:orgCode/suppliers/:id': 'member',
  'GET /api/v2/:orgCode/suppliers/:id/activity': 'member',
  'GET /api/v2/:orgCode/suppliers/:id/notes': 'member',
  'POST /api/v2/:orgCode/suppliers/:id/notes': 'member',
  'GET /api/v2/:orgCode/suppliers/:id/attachments': 'member',
  'POST /api/v2/:orgCode/suppliers/:id/attachments': 'member',
  'GET /api/v2/:orgCode/trips': 'member',
  'POST /api/v2/:orgCode/trips': 'member',
  'GET /api/v2/:orgCode/trips/export': 'member',
  'POST /api/v2/:orgCode/trips/bulk': 'member',
  'GET /api/v2/:orgCode/trips/:id': 'member',
  'PUT /api/v2/:orgCode/trips/:id': 'member',
  'DELETE /api/v2/:orgCode/trips/:id': 'member',
  'GET /api/v2/:orgCode/trips/:id/activity': 'member',
  'GET /api/v2/:orgCode/trips/:id/notes': 'member',
  'POST /api/v2/:orgCode/trips/:id/notes': 'member',
  'GET /api/v2/:orgCode/trips/:id/attachments': 'member',
  'POST /api/v2/:orgCode/trips/:id/attachments': 'member',
  // Billing: invoices, credit notes and payments for members; the billing rules changed by administrators.
  'GET /api/v2/:orgCode/invoices': 'member',
  'POST /api/v2/:orgCode/invoices': 'member',
  'GET /api/v2/:orgCode/invoices/export': 'member',
  'GET /api/v2/:orgCode/invoices/trip-lines': 'member',
  'POST /api/v2/:orgCode/invoices/bulk': 'member',
  'GET /api/v2/:orgCode/invoices/:id': 'member',
  'PUT /api/v2/:orgCode/invoices/:id': 'member',
  'DELETE /api/v2/:orgCode/invoices/:id': 'member',
  'POST /api/v2/:orgCode/invoices/:id/issue': 'member',
  'POST /api/v2/:orgCode/invoices/:id/void': 'member',
  'POST /api/v2/:orgCode/invoices/:id/credit-notes': 'member',
  'GET /api/v2/:orgCode/invoices/:id/document.pdf': 'member',
  'GET /api/v2/:orgCode/payments': 'member',
  'POST /api/v2/:orgCode/payments': 'member',
  'GET /api/v2/:orgCode/payments/export': 'member',
  'POST /api/v2/:orgCode/payments/bulk': 'member',
  'GET /api/v2/:orgCode/payments/:id': 'member',
  'PUT /api/v2/:orgCode/payments/:id': 'member',
  'DELETE /api/v2/:orgCode/payments/:id': 'member',
  'POST /api/v2/:orgCode/payments/:id/void': 'member',
  'GET /api/v2/:orgCode/payments/:id/receipt.pdf': 'member',
  'GET /api/v2/:orgCode/analytics/calls': 'member',
  'GET /api/v2/:orgCode/analytics/wallboard': 'leader',
  'GET /api/v2/:orgCode/analytics/settings': 'member',
  'PUT /api/v2/:orgCode/analytics/settings': 'admin',
  'GET /api/v2/:orgCode/billing/settings': 'member',
  'PUT /api/v2/:orgCode/billing/settings': 'admin',
  'GET /api/v2/:orgCode/suppliers/:id/bookings': 'member',
  'GET /api/v2/:orgCode/trips/:id/bookings': 'member',
  'POST /api/v2/:orgCode/trips/:id/bookings': 'member',
  'PUT /api/v2/:orgCode/trips/:id/bookings/:bookingId': 'member',
  'DELETE /api/v2/:orgCode/trips/:id/bookings/:bookingId': 'member',
  'GET /api/v2/:orgCode/trips/:id/itinerary': 'member',
  'GET /api/v2/:orgCode/trips/:id/itinerary.pdf': 'member',
  'GET /api/v2/:orgCode/travel/settings': 'member',
  'PUT /api/v2/:orgCode/travel/settings': 'admin',
  'GET /api/v2/:orgCode/airports': 'member',
  'GET /api/v2/:orgCode/airlines': 'member',
  // Billing, the supplier side: payables, commissions, receipts and statements, for members.
  'GET /api/v2/:orgCode/billing/payables': 'member',
  'POST /api/v2/:orgCode/billing/payables/:bookingId/:index/pay': 'member',
  'GET /api/v2/:orgCode/billing/commissions': 'member',
  'GET /api/v2/:orgCode/billing/commission-receipts': 'member',
  'POST /api/v2/:orgCode/billing/commission-receipts': 'member',
  'GET /api/v2/:orgCode/billing/commission-statements': 'member',
  'POST /api/v2/:orgCode/billing/commission-statements': 'member',
  'GET /api/v2/:orgCode/billing/commission-statements/:id': 'member',
  'POST /api/v2/:orgCode/billing/commission-statements/:id/confirm': 'member',
  'POST /api/v2/:orgCode/billing/commission-statements/:id/lines/:line/resolve': 'member',
  // The telephony bill is the organization's bill: administrators only.
  'GET /api/v2/:orgCode/billing/calendar': 'member',
  'GET /api/v2/:orgCode/billing/summary': 'member',
  'GET /api/v2/:orgCode/targets/:month': 'member',
  'PUT /api/v2/:orgCode/targets/:month': 'admin',
  'GET /api/v2/:orgCode/billing/overdue-instalments': 'member',
  'GET /api/v2/:orgCode/trips/:id/billing': 'member',
  'GET /api/v2/:orgCode/clients/:id/billing': 'member',
  'GET /api/v2/:orgCode/billing/usage': 'admin',
  'GET /api/v2/:orgCode/billing/usage/export': 'admin',
  'GET /build/*': 'public',
};

/** The interactive API reference and its assets are public by design. */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const routes: { method: string; url: string }[] = [];
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) {
    // Fastify adds a HEAD twin to every GET; it shares the GET's hooks.
    if (method !== 'HEAD') routes.push({ method, url: route.url });
  }
};

let t: TestApp;
type Caller = { name: string; headers: Record<string, string> };
let guest: Caller;
let staff: Caller;
let agent: Caller;
let admin: Caller;
let params: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
  const org = await createOrganization(t.db);
  const spare = await createOrganization(t.db);
  const target = await createUser(t.db, { organizations: [spare.id] });
  guest = { name: 'guest', headers: {} };
  staff = { name: 'staff', headers: (await signedIn(t.app, { organizations: [org.id] })).headers };
  agent = { name: 'agent', headers: (await signedIn(t.app, { agent: true })).headers };
  admin = { name: 'admin', headers: (await signedIn(t.app, { admin: true, agent: true })).headers };
  // Writes by the admin land on a spare organization, so the matrix never deletes what it needs.
  params = {
    id: String(spare.id),
    userId: String(target.id),
    code: 'ZZZ',
    orgCode: org.code.toLowerCase(),
    '*': 'x.js',
  };
});
afterAll(() => t?.close());

const fill = (url: string) =>
  url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => params[name ?? match] ?? '1');

async function call(caller: Caller, route: { method: string; url: string }) {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: fill(route.url),
    headers: caller.headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  return response.statusCode;
}

describe('authorization matrix', () => {
  it('every registered route, listed in ACCESS or docs, is classified', () => {
    expect(routes.length).toBeGreaterThan(20);
    const unclassified = routes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in ACCESS) && !isDocsRoute(key.split(' ')[1] ?? ''));
    expect(unclassified, 'classify these routes in ACCESS').toEqual([]);
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(
      Object.keys(ACCESS).filter((key) => !registered.has(key)),
      'ACCESS lists routes that no longer exist',
    ).toEqual([]);
  });

  it('every route, each kind of caller, answers what its access level allows', async () => {
    const failures: string[] = [];
    const expectStatus = (
      caller: Caller,
      key: string,
      status: number,
      check: (s: number) => boolean,
      rule: string,
    ) => {
      if (!check(status)) failures.push(`${key} as ${caller.name}: got ${status}, expected ${rule}`);
    };
    const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;
    // Logout revokes the callers' tokens, so it goes last.
    const ordered = [...routes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const route of ordered) {
      const key = `${route.method} ${route.url}`;
      const access = isDocsRoute(route.url) ? 'public' : ACCESS[key];
      if (access === 'public') {
        expectStatus(
          guest,
          key,
          await call(guest, route),
          (s) => s !== 401 && s !== 403 && s < 500,
          'no 401/403',
        );
        continue;
      }
      expectStatus(guest, key, await call(guest, route), (s) => s === 401, '401');
      if (access === 'user') {
        for (const caller of [staff, agent, admin])
          expectStatus(caller, key, await call(caller, route), allowed, 'allowed');
      }
      if (access === 'agent') {
        expectStatus(staff, key, await call(staff, route), (s) => s === 403, '403');
        expectStatus(agent, key, await call(agent, route), allowed, 'allowed');
        expectStatus(admin, key, await call(admin, route), allowed, 'allowed (the admin is an agent)');
      }
      if (access === 'admin') {
        expectStatus(staff, key, await call(staff, route), (s) => s === 403, '403');
        expectStatus(agent, key, await call(agent, route), (s) => s === 403, '403');
        expectStatus(admin, key, await call(admin, route), allowed, 'allowed');
      }
      if (access === 'member') {
        expectStatus(staff, key, await call(staff, route), allowed, 'allowed (member)');
        expectStatus(agent, key, await call(agent, route), (s) => s === 404, '404 (not a member)');
        expectStatus(
          admin,
          key,
          await call(admin, route),
          allowed,
          'allowed (admins reach every organization)',
        );
      }
      if (access === 'leader') {
        expectStatus(
          staff,
          key,
          await call(staff, route),
          (s) => s === 403,
          '403 (a member leading no team)',
        );
        expectStatus(agent, key, await call(agent, route), (s) => s === 404, '404 (not a member)');
        expectStatus(admin, key, await call(admin, route), allowed, 'allowed');
      }
    }
    expect(failures).toEqual([]);
  });
});
