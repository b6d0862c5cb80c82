import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#seeds/seed-demo.ts';

const USAGE = `Usage: npm run simulate:incoming -- --org MX --from +5215511112222 --to +525512345678
  [--url http://localhost:8000] [--email admin@example.com] [--password password]

Rings the agents of the organization that owns --to through the running server's real inbound
path (caller matching, call.incoming on their realtime channels), with the simulator provider.
It signs in as an administrator over HTTP (the demo administrator by default; or
SIMULATOR_ADMIN_EMAIL / SIMULATOR_ADMIN_PASSWORD), so it works whatever the database and however
many server instances run.`;

type Answer = { status: number; body: Record<string, unknown> };

async function request(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { message: text };
  }
  return { status: response.status, body };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      org: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      url: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.org || !values.from || !values.to) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const base = (
    values.url ??
    process.env.AURORA_URL ??
    `http://localhost:${process.env.PORT ?? 8000}`
  ).replace(/\/$/, '');
  const email = values.email ?? process.env.SIMULATOR_ADMIN_EMAIL ?? DEMO_ACCOUNTS[0].email;
  const password = values.password ?? process.env.SIMULATOR_ADMIN_PASSWORD ?? DEMO_PASSWORD;

  let login: Answer;
  try {
    login = await request(`${base}/api/v2/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
  } catch (error) {
    console.error(
      `The server at ${base} does not answer (${(error as Error).message}). Is it running (npm start)?`,
    );
    return 1;
  }
  const token = typeof login.body.token === 'string' ? login.body.token : undefined;
  if (login.status !== 200 || !token) {
    console.error(`Signing in as ${email} failed (${login.status}): ${String(login.body.message ?? '')}`);
    return 1;
  }
  const headers = { authorization: `Bearer ${token}` };
  try {
    const answer = await request(`${base}/api/v2/${values.org.toLowerCase()}/telephony/simulator/incoming`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ from: values.from, to: values.to }),
    });
    if (answer.status !== 201) {
      const errors = answer.body.errors ? ` ${JSON.stringify(answer.body.errors)}` : '';
      console.error(
        `The simulated call was refused (${answer.status}): ${String(answer.body.message ?? '')}${errors}`,
      );
      return 1;
    }
    const call = answer.body.data as {
      id: number;
      status: string;
      phone_from: string | null;
      phone_to: string | null;
      contact: { full_name: string } | null;
      callable_type: string | null;
      callable_name: string | null;
    };
    const caller = call.contact?.full_name ?? call.callable_name ?? 'Unknown Caller';
    console.log(
      `Call ${call.id}: ${call.phone_from ?? 'Unknown Number'} (${caller}) -> ${call.phone_to}, ${call.status}${
        call.callable_type ? `, related to ${call.callable_type}` : ''
      }.`,
    );
    return 0;
  } finally {
    await request(`${base}/api/v2/auth/logout`, { method: 'POST', headers, body: '{}' }).catch(
      () => undefined,
    );
  }
}

process.exitCode = await main();
