import { ADMIN_ROLE } from '@aurora/contracts/constants';
import { organizationInputSchema } from '@aurora/contracts/organizations';
import type { z } from 'zod';
import { createNumber, getNumberByE164 } from '#modules/numbers/numbers.service.ts';
import type { Database } from '#platform/db/client.ts';
import { type OrganizationContext, offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { ensureMember, listMembers } from '#platform/tenancy/members.service.ts';
import {
  createOrganization,
  getOrganizationByCode,
  getOrganizationScope,
} from '#platform/tenancy/organizations.service.ts';
import { createUser, getUserByEmail } from '#platform/tenancy/users.service.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoCalls } from './demo-calls.ts';
import { seedDemoOpportunities } from './demo-opportunities.ts';
import { seedDemoPayables } from './demo-payables.ts';
import { seedDemoTargets } from './demo-targets.ts';
import { seedDemoTasks } from './demo-tasks.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoTravel } from './demo-travel.ts';
import { seedRecords } from './seed-records.ts';

export const DEMO_PASSWORD = 'password';

const DEMO_ORGANIZATIONS: z.input<typeof organizationInputSchema>[] = [
  {
    code: 'MX',
    name: 'Aurora Viajes México',
    legal_name: 'Aurora Viajes México S.A. de C.V.',
    tax_id: 'AVM190101AB1',
    country: 'MX',
    timezone: 'America/Mexico_City',
    default_currency: 'MXN',
    locale: 'es-MX',
    badge_color: '#16a34a',
    phone: '55 5123 4567',
    email: 'hola@aurora-viajes.mx',
    address: 'Av. Paseo de la Reforma 250, Juárez, 06600 Ciudad de México, CDMX',
  },
  {
    code: 'CO',
    name: 'Aurora Viajes Colombia',
    legal_name: 'Aurora Viajes Colombia S.A.S.',
    tax_id: '901234567-8',
    country: 'CO',
    timezone: 'America/Bogota',
    default_currency: 'COP',
    locale: 'es-CO',
    badge_color: '#ca8a04',
    phone: '601 7654321',
    email: 'hola@aurora-viajes.co',
    address: 'Carrera 7 # 71-21, Bogotá',
  },
  {
    code: 'US',
    name: 'Aurora Travel USA',
    legal_name: 'Aurora Travel USA LLC',
    tax_id: '84-1234567',
    country: 'US',
    timezone: 'America/New_York',
    default_currency: 'USD',
    locale: 'en-US',
    badge_color: '#2563eb',
    phone: '(212) 555-0147',
    email: 'hello@auroratravel.us',
    address: '350 Fifth Avenue, New York, NY 10118',
  },
];

/** The demo accounts; all of them sign in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    name: 'Ana Admin',
    admin: true,
    agent: true,
    organizations: ['MX', 'CO', 'US'],
    defaultOrganization: 'MX',
  },
  {
    email: 'agent@example.com',
    name: 'Carlos Agent',
    admin: false,
    agent: true,
    organizations: ['MX', 'CO'],
    defaultOrganization: 'CO',
  },
  {
    email: 'staff@example.com',
    name: 'Sam Staff',
    admin: false,
    agent: false,
    organizations: ['US'],
    defaultOrganization: 'US',
  },
  {
    email: 'solo@example.com',
    name: 'Sofía Solo',
    admin: false,
    agent: true,
    organizations: [],
    defaultOrganization: null,
  },
] as const;

/** Creates what is missing of the demo organizations and accounts; running it again changes nothing. */
export async function seedDemo(db: Database): Promise<void> {
  const organizationIds = new Map<string, number>();
  for (const input of DEMO_ORGANIZATIONS) {
    const existing = await getOrganizationByCode(db, input.code);
    const organization = existing ?? (await createOrganization(db, organizationInputSchema.parse(input)));
    organizationIds.set(organization.code, organization.id);
  }
  for (const account of DEMO_ACCOUNTS) {
    const user =
      (await getUserByEmail(db, account.email)) ??
      (await createUser(db, {
        name: account.name,
        email: account.email,
        password: DEMO_PASSWORD,
        roles: account.admin ? [ADMIN_ROLE] : [],
        isAgent: account.agent,
        defaultOrganizationId: account.defaultOrganization
          ? organizationIds.get(account.defaultOrganization)
          : null,
      }));
    for (const code of account.organizations) {
      const organizationId = organizationIds.get(code);
      if (organizationId !== undefined) await ensureMember(db, organizationId, user.id);
    }
  }
  // Records come after the accounts, so leads and clients are owned by the demo agents.
  for (const [code, id] of organizationIds) await seedRecords(db, { id, code });
  // Each organization is loaded once, for every step that follows.
  const contexts: OrganizationContext[] = [];
  for (const id of organizationIds.values()) {
    contexts.push(withOrganization(offlineContext(db), await getOrganizationScope(db, id)));
  }
  for (const ctx of contexts) await seedNumber(ctx);
  for (const ctx of contexts) await seedDemoTeams(ctx);
  for (const ctx of contexts) await seedDemoTasks(ctx);
  for (const ctx of contexts) await seedDemoOpportunities(ctx);
  // Trips after the deals: some of them come from a won deal.
  // Billing's supplier side records the commissions the travel demo's suppliers paid.
  for (const ctx of contexts) await seedDemoPayables(ctx, await seedDemoTravel(ctx));
  // After the teams, leads and clients: their lines, agents and phones carry six months of calls,
  // all organizations at once, since an agent of several is on one call at a time.
  await seedDemoCalls(contexts);
  // Invoices bill the trips' bookings.
  for (const ctx of contexts) await seedDemoBilling(ctx);
  for (const ctx of contexts) await seedDemoTargets(ctx);
}

/** One telephony number per demo organization, ringing its agents (the simulator calls them). */
export const DEMO_NUMBERS: Record<string, { number: string; name: string }> = {
  MX: { number: '+525512345678', name: 'Línea principal CDMX' },
  CO: { number: '+576012345678', name: 'Línea principal Bogotá' },
  US: { number: '+12125550100', name: 'New York main line' },
};

async function seedNumber(ctx: OrganizationContext) {
  const { db, organization } = ctx;
  const demo = DEMO_NUMBERS[organization.code];
  if (!demo || (await getNumberByE164(db, demo.number))) return;
  const agents = (await listMembers(db, organization.id)).filter((member) => member.agent);
  await createNumber(ctx, {
    number: demo.number,
    friendly_name: demo.name,
    provider_id: null,
    country: organization.code,
    capabilities: ['voice', 'sms'],
    agent_ids: agents.map((agent) => agent.id),
    // Longer than the incoming-call alert counts down (spec: 30 s), so the alert runs its course and
    // its own auto-decline ends the ringing.
    ring_timeout_seconds: 35,
    voicemail_enabled: true,
    recording_enabled: true,
    is_active: true,
    monthly_cost: '1.15',
    monthly_cost_currency: 'USD',
  });
}

/** Whether the demo administrator exists, so the start-up banner can show the demo accounts. */
export async function hasDemoData(db: Database): Promise<boolean> {
  return (await getUserByEmail(db, DEMO_ACCOUNTS[0].email)) !== undefined;
}
