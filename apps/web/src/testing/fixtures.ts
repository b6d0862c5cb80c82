import type { User } from '@aurora/contracts/auth';
import type { TelephonyNumber } from '@aurora/contracts/numbers';
import type { Organization } from '@aurora/contracts/organizations';

export function makeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 1,
    code: 'MX',
    name: 'Aurora México',
    legal_name: null,
    tax_id: null,
    country: 'MX',
    timezone: 'America/Mexico_City',
    default_currency: 'MXN',
    locale: 'es-MX',
    badge_color: '#4f46e5',
    logo_url: null,
    phone: null,
    email: null,
    address: null,
    is_active: true,
    recording_enabled: false,
    voicemail_greeting: null,
    ring_timeout_seconds: 25,
    members_count: 3,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ana Admin',
    email: 'admin@example.com',
    locale: 'en',
    roles: [],
    default_organization: null,
    agent: null,
    organizations: [],
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const agentRecord = {
  id: 3,
  identity: 'agent-3',
  phone: null,
  is_active: true,
} as const satisfies NonNullable<User['agent']>;

export const adminRoles = [{ id: 1, name: 'Administrador' }];

/** The call outcomes list: one that asks for a follow-up, one that does not. */
export const callOutcomes = [
  {
    id: 1,
    list: 'call_outcomes',
    key: 'callback',
    label: 'Call back',
    position: 0,
    is_active: true,
    asks_follow_up: true,
  },
  {
    id: 2,
    list: 'call_outcomes',
    key: 'booked',
    label: 'Booked',
    position: 1,
    is_active: true,
    asks_follow_up: false,
  },
];

/** A voice number of the organization with no agents, no cost and no provider id. */
export function makeTelephonyNumber(overrides: Partial<TelephonyNumber> = {}): TelephonyNumber {
  return {
    id: 1,
    number: '+525512345678',
    friendly_name: 'Front desk',
    provider_id: null,
    country: 'MX',
    capabilities: ['voice'],
    agents: [],
    ring_timeout_seconds: 25,
    voicemail_enabled: true,
    recording_enabled: false,
    is_active: true,
    monthly_cost: null,
    monthly_cost_currency: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
