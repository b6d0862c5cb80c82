import type { User } from '@aurora/contracts/auth';
import type { Call } from '@aurora/contracts/calls';
import type { Client } from '@aurora/contracts/clients';
import type { Contact } from '@aurora/contracts/contacts';
import type { Lead } from '@aurora/contracts/leads';
import type { Note } from '@aurora/contracts/notes';
import type { Opportunity } from '@aurora/contracts/opportunities';
import type { Status } from '@aurora/contracts/reference';
import { organizationStore } from '../lib/organization-store';
import { sessionStore } from '../lib/session-store';
import { storage } from '../lib/storage';
import { makeOrganization, makeUser } from './fixtures';

const at = '2026-03-01T10:00:00.000Z';
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 },
});

/** Signs a user in for component tests: session, token and the current organization (MX). */
export function signInForRecords(overrides: Partial<User> = {}): User {
  const user = makeUser({ id: 7, name: 'Ana Agent', ...overrides });
  storage.setToken('token');
  storage.setUser(user);
  storage.setOrganizationCode('MX');
  sessionStore.store.setState({ token: 'token', user, status: 'verified' });
  organizationStore.store.setState({
    organizations: [makeOrganization({ id: 1, code: 'MX' })],
    currentCode: 'MX',
    status: 'ready',
    error: null,
  });
  return user;
}

export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 5,
    first_name: 'Laura',
    last_name: 'Gómez',
    full_name: 'Laura Gómez',
    email: 'laura@example.com',
    phone: '+525511112222',
    emails: [],
    phones: [],
    status: 'new',
    source: null,
    owner: { id: 7, name: 'Ana Agent' },
    do_not_call: false,
    destinations: ['Cancún'],
    travel_start: null,
    travel_end: null,
    date_flexibility_days: null,
    adults: 2,
    children: 0,
    infants: 0,
    budget_amount: null,
    budget_currency: null,
    purpose: null,
    next_action_at: null,
    lost_reason: null,
    converted_at: null,
    converted_client: null,
    converted_contact: null,
    converted_opportunity: null,
    created_by: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 9,
    type: 'household',
    name: 'Familia Pérez',
    email: 'perez@example.com',
    phone: '+525533334444',
    emails: [],
    phones: [],
    address_line: null,
    city: 'Ciudad de México',
    region: null,
    postal_code: null,
    country: 'MX',
    tax_id: null,
    preferred_language: 'es',
    preferred_currency: 'MXN',
    tags: [],
    marketing_consent: false,
    lifetime_value: '0.00',
    contacts_count: 2,
    owner: { id: 7, name: 'Ana Agent' },
    source_lead: null,
    created_by: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 31,
    client_id: 9,
    client: { id: 9, name: 'Familia Pérez', type: 'household', city: 'Bogotá' },
    first_name: 'Marta',
    last_name: 'Pérez',
    full_name: 'Marta Pérez',
    email: 'marta@example.com',
    phone: '+525533334444',
    emails: [],
    phones: [],
    is_primary: true,
    relationship: null,
    date_of_birth: null,
    age_group: null,
    nationality: null,
    passport_number: null,
    passport_country: null,
    passport_expiry: null,
    frequent_flyer: [],
    seat_preference: null,
    meal_preference: null,
    emergency_contact_name: null,
    emergency_contact_phone: null,
    owner: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 1,
    subject_type: 'lead',
    subject_id: 5,
    body: 'Wants a beach hotel.',
    pinned: false,
    author: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export const leadStatuses = {
  data: [
    { id: 1, entity_type: 'lead', key: 'new', name: 'New', color: '#3b82f6', position: 1, is_closed: false },
    {
      id: 2,
      entity_type: 'lead',
      key: 'contacted',
      name: 'Contacted',
      color: '#8b5cf6',
      position: 2,
      is_closed: false,
    },
    {
      id: 5,
      entity_type: 'lead',
      key: 'converted',
      name: 'Converted',
      color: '#22c55e',
      position: 5,
      is_closed: true,
    },
  ],
};

/** Answers for the reference data every record screen reads (statuses, definitions, currencies). */
const stage = (
  id: number,
  key: string,
  name: string,
  stage_kind: 'open' | 'won' | 'lost',
  probability: number,
): Status => ({
  id,
  entity_type: 'opportunity',
  key,
  name,
  color: '#3b82f6',
  position: id,
  is_closed: stage_kind !== 'open',
  stage_kind,
  probability,
  rot_after_days: stage_kind === 'open' ? 14 : null,
});

/** Opportunity stages: two open, won and lost. */
export const opportunityStages = {
  data: [
    stage(11, 'new', 'New', 'open', 10),
    stage(12, 'quoted', 'Quoted', 'open', 40),
    stage(13, 'won', 'Won', 'won', 100),
    stage(14, 'lost', 'Lost', 'lost', 0),
  ],
};

export const lostReasons = {
  data: [
    {
      id: 21,
      list: 'lost_reasons',
      key: 'price',
      label: 'Price too high',
      position: 1,
      is_active: true,
      asks_follow_up: false,
    },
  ],
};

/** A completed outbound call of Laura Pérez about deal 31. */
export function makeCall(overrides: Partial<Call> = {}): Call {
  return {
    id: 77,
    organization: { id: 1, code: 'MX' },
    type: 'live',
    direction: 'outbound',
    status: 'completed',
    phone_from: '+525500000001',
    phone_to: '+525511112222',
    agent: { id: 1, name: 'Ana López' },
    contact: { id: 12, full_name: 'Laura Pérez' },
    callable_type: 'opportunity',
    callable_id: 31,
    callable_name: 'Cancún, Tulum · March 2027',
    number_id: 3,
    line_name: null,
    provider: 'simulator',
    provider_call_id: null,
    started_at: '2026-11-20T16:00:00Z',
    answered_at: '2026-11-20T16:00:05Z',
    ended_at: '2026-11-20T16:04:17Z',
    duration_seconds: 252,
    outcome: null,
    notes: 'Wants the Tulum hotel with a pool',
    recording: null,
    voicemail: false,
    price: null,
    price_unit: null,
    created_at: '2026-11-20T16:00:00Z',
    updated_at: '2026-11-20T16:04:17Z',
    ...overrides,
  };
}

export function makeOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 31,
    title: 'Cancún, Tulum · March 2027',
    client: { id: 9, name: 'Familia Pérez' },
    primary_contact: { id: 12, name: 'Laura Pérez', phone: '+525511112222' },
    stage: 'quoted',
    stage_kind: 'open',
    probability: 40,
    probability_is_custom: false,
    amount: 450000,
    currency: 'MXN',
    weighted_amount: 180000,
    expected_close_date: '2027-01-15',
    source: null,
    owner: { id: 7, name: 'Ana Agent' },
    team: null,
    next_step: null,
    lost_reason: null,
    lost_note: null,
    closed_at: null,
    stage_entered_at: at,
    days_in_stage: 3,
    last_activity_at: at,
    is_rotting: false,
    next_task: null,
    lead: null,
    created_by: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function referenceAnswer(url: string): { body: unknown } | undefined {
  if (url.startsWith('/api/v2/statuses')) {
    return { body: url.includes('opportunity') ? opportunityStages : leadStatuses };
  }
  if (url.startsWith('/api/v2/definitions')) {
    return { body: url.includes('lost_reasons') ? lostReasons : { data: [] } };
  }
  if (url.startsWith('/api/v2/currencies')) {
    return {
      body: {
        data: [
          {
            code: 'MXN',
            name: 'Mexican peso',
            symbol: '$',
            decimals: 2,
            rate_to_base: '17',
            is_active: true,
          },
        ],
      },
    };
  }
  return undefined;
}

export { page };
