import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import type { App } from '#app';
import { insertNumber } from '#modules/numbers/numbers.repository.ts';
import { type Config, loadConfig } from '#platform/config.ts';
import type { ManualClock } from '#platform/manual-clock.ts';
import type { TelephonyOptions } from '#platform/telephony/telephony.plugin.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createOrganization, signedIn } from './factories.ts';

/** Fake Twilio credentials: nothing ever reaches Twilio in tests. */
export const TWILIO_TEST_CREDENTIALS = {
  accountSid: `AC${'a'.repeat(32)}`,
  apiKeySid: `SK${'b'.repeat(32)}`,
  apiKeySecret: 'api-key-secret-for-tests',
  authToken: 'auth-token-for-tests',
  twimlAppSid: `AP${'c'.repeat(32)}`,
};

export const PUBLIC_BASE_URL = 'https://crm.example.test';

/** An app whose telephony is the simulator (default) or Twilio, recordings in a temporary folder. */
export async function createTelephonyTestApp(
  options: {
    provider?: 'simulator' | 'twilio';
    clock?: ManualClock;
    overrides?: Partial<Config>;
  } & TelephonyOptions = {},
): Promise<TestApp & { recordingsDir: string }> {
  const recordingsDir = await mkdtemp(path.join(tmpdir(), 'aurora-recordings-'));
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  const provider = options.provider ?? 'simulator';
  const t = await createTestApp(
    {
      publicBaseUrl: PUBLIC_BASE_URL,
      telephonyProvider: provider,
      telephony: {
        ...base.telephony,
        twilio: provider === 'twilio' ? TWILIO_TEST_CREDENTIALS : undefined,
        recordingsDir,
      },
      ...options.overrides,
    },
    {
      clock: options.clock,
      telephony: { twilioHttpClient: options.twilioHttpClient, twilioApiBaseUrl: options.twilioApiBaseUrl },
    },
  );
  return {
    ...t,
    recordingsDir,
    close: async () => {
      await t.close();
      await rm(recordingsDir, { recursive: true, force: true });
    },
  };
}

/**
 * An organization (MX) with a number and a signed-in agent assigned to it, with the URL prefix.
 */
export async function organizationWithNumber(
  app: App,
  options: {
    number?: string;
    recording?: boolean;
    voicemail?: boolean;
    assign?: boolean;
    country?: string;
  } = {},
) {
  const country = options.country ?? 'MX';
  const org = await createOrganization(app.db, {
    country,
    ...(country === 'MX' ? {} : { timezone: 'America/New_York', default_currency: 'USD' }),
  });
  const agent = await signedIn(app, { agent: true, organizations: [org.id] });
  const number = options.number ?? `+52551${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const numberId = await insertNumber(
    app.db,
    org.id,
    {
      number,
      friendlyName: 'Main line',
      ringTimeoutSeconds: 20,
      recordingEnabled: options.recording ?? false,
      voicemailEnabled: options.voicemail ?? true,
    },
    options.assign === false ? [] : [agent.user.id],
  );
  return { org, agent, number, numberId, base: `/api/v2/${org.code.toLowerCase()}` };
}

/** The payload of a JWT, unverified (tests read what a token grants). */
export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')),
  };
}

/**
 * The app's realtime server, stood in for where it meets telephony: presence answers the users in
 * `connected`, and every publish is recorded in `published` instead of sent.
 */
export function standInRealtime(app: App) {
  const connected = new Set<number>();
  const published: { channels: string[]; event: string; payload: Record<string, unknown> }[] = [];
  vi.spyOn(app.realtime, 'presenceMembers').mockImplementation(async () =>
    [...connected].map((id) => ({ user_id: String(id), user_info: {} })),
  );
  vi.spyOn(app.realtime, 'publish').mockImplementation(async (channels, event, payload) => {
    published.push({ channels: [channels].flat(), event, payload: payload as Record<string, unknown> });
  });
  return { connected, published };
}

type Headers = { authorization: string };

/** A request that must succeed: answers the `data` of its answer. */
export const succeeding =
  (app: () => App) =>
  async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => {
    const response = await app().inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json().data;
  };

/** Monday to Friday, 09:00-18:00. */
export const OFFICE_HOURS = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((day) => [day, [{ open: '09:00', close: '18:00' }]]),
);

/**
 * An organization (MX, Mexico City) whose number (named `line`) a team "Sales" answers in office
 * hours: Ana and Bruno, led by Bruno, both connected (`connected` of `standInRealtime`), and an
 * administrator; `team` overrides the team's fields. `ring(from)` places a call on the number.
 */
export async function salesLine(
  app: App,
  connected: Set<number>,
  options: { team?: Record<string, unknown>; line?: string | null; locale?: string } = {},
) {
  const request = succeeding(() => app);
  const org = await createOrganization(app.db, {
    country: 'MX',
    timezone: 'America/Mexico_City',
    locale: options.locale ?? 'en',
  });
  const admin = await signedIn(app, { admin: true, organizations: [org.id] });
  const ana = await signedIn(app, { agent: true, organizations: [org.id], name: 'Ana' });
  const bruno = await signedIn(app, { agent: true, organizations: [org.id], name: 'Bruno' });
  connected.add(ana.user.id).add(bruno.user.id);
  const base = `/api/v2/${org.code.toLowerCase()}`;
  const phone = `+52554${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const number = await request('POST', `${base}/telephony/numbers`, admin.headers, {
    number: phone,
    friendly_name: options.line === undefined ? 'Main line' : options.line,
  });
  const team = await request('POST', `${base}/teams`, admin.headers, {
    name: 'Sales',
    leader_id: bruno.user.id,
    member_ids: [ana.user.id, bruno.user.id],
    number_ids: [number.id],
    ring_strategy: 'simultaneous',
    agent_ring_seconds: 20,
    total_ring_seconds: 20,
    business_hours: OFFICE_HOURS,
    ...options.team,
  });
  const ring = (from: string): Promise<{ id: number; status: string }> =>
    request('POST', `${base}/telephony/simulator/incoming`, admin.headers, { from, to: phone });
  return { org, admin, ana, bruno, base, phone, team, ring };
}
