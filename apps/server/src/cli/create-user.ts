import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ADMIN_ROLE } from '@aurora/contracts/constants';
import { z } from 'zod';
import { loadConfig } from '#platform/config.ts';
import { openConfiguredDatabase } from '#platform/db/client.ts';
import { AppError } from '#platform/errors.ts';
import { getCurrentUser } from '#platform/tenancy/auth.service.ts';
import { ensureMember } from '#platform/tenancy/members.service.ts';
import { getOrganizationByCode } from '#platform/tenancy/organizations.service.ts';
import { createUser } from '#platform/tenancy/users.service.ts';

const USAGE = `Usage: npm run user:create -- --email ana@example.com --name "Ana" [--password secret123] [--admin] [--agent] [--org MX ...]
  --password  asked for when omitted (and stdin is a terminal)
  --org       organization code to join; repeat for several; the first becomes the default`;

const inputSchema = z.object({
  email: z.email({ error: 'The email must be a valid email address.' }),
  name: z.string().trim().min(1, { error: 'The name is required.' }).max(120),
  password: z
    .string({ error: 'The password is required: pass --password, or run this in a terminal to be asked.' })
    .min(8, { error: 'The password must be at least 8 characters.' })
    .max(200),
  orgs: z.array(z.string().regex(/^[A-Za-z]{2}$/, { error: 'Organization codes are 2 letters.' })),
});

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: echo nothing but the prompt while the question is open.
  const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
  let prompting = true;
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
    if (!prompting || text.startsWith('Password')) write.call(rl, text);
  };
  const password = await rl.question('Password (min. 8 characters): ');
  prompting = false;
  rl.close();
  process.stdout.write('\n');
  return password;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    admin: { type: 'boolean', default: false },
    agent: { type: 'boolean', default: false },
    org: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const parsed = inputSchema.safeParse({
  email: values.email?.trim().toLowerCase(),
  name: values.name,
  password: values.password ?? (await askPassword()),
  orgs: values.org,
});
if (!parsed.success) {
  fail(
    `${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('\n')}\n\n${USAGE}`,
  );
}
const input = parsed.data;

const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  const organizations = [];
  for (const code of input.orgs) {
    const organization = await getOrganizationByCode(database.db, code);
    if (!organization) fail(`No organization with code ${code.toUpperCase()}.`);
    organizations.push(organization);
  }
  const user = await createUser(database.db, {
    name: input.name,
    email: input.email,
    password: input.password,
    roles: values.admin ? [ADMIN_ROLE] : [],
    isAgent: values.agent,
    defaultOrganizationId: organizations[0]?.id ?? null,
  });
  for (const organization of organizations) await ensureMember(database.db, organization.id, user.id);
  const created = await getCurrentUser(database.db, user.id);
  console.log(`Created user #${created.id} ${created.email}`);
  console.log(`  roles:         ${created.roles.map((role) => role.name).join(', ') || 'none'}`);
  console.log(`  agent:         ${created.agent ? created.agent.identity : 'no'}`);
  console.log(`  organizations: ${created.organizations.map((org) => org.code).join(', ') || 'none'}`);
} catch (error) {
  if (error instanceof AppError)
    fail(
      Object.values(error.errors ?? {})
        .flat()
        .join('\n') || error.message,
    );
  throw error;
} finally {
  await database.close();
}
