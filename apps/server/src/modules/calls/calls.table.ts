import type { CallableType, CallDirection, CallStatus, CallType } from '@aurora/contracts/calls';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contacts } from '#modules/contacts/contacts.table.ts';
import { telephonyNumbers } from '#modules/numbers/numbers.table.ts';
import { teams } from '#modules/teams/teams.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';
import type { CallRouting } from './routing.ts';

export const calls = pgTable(
  'calls',
  {
    id: identityId(),
    organizationId: organizationReference(),
    type: text('type').$type<CallType>().notNull(),
    direction: text('direction').$type<CallDirection>().notNull(),
    status: text('status').$type<CallStatus>().notNull(),
    /** The agent who made or answered it; null while an incoming call rings. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Incoming: the agents it rings now (they get its status events until one answers). */
    ringingUserIds: integer('ringing_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Incoming: the ringing steps and fallback routing planned, and the step ringing now (routing.ts). */
    routing: jsonb('routing').$type<CallRouting>().notNull().default({ steps: [], fallback: 'unavailable' }),
    ringStep: integer('ring_step').notNull().default(0),
    /** Incoming: when its current step began to ring (a reloaded page resumes the alert's countdown). */
    ringingSince: timestamp('ringing_since', { withTimezone: true }),
    /** Incoming: the team whose number was dialled, when it has one. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    phoneFrom: text('phone_from'),
    phoneTo: text('phone_to'),
    numberId: integer('number_id').references(() => telephonyNumbers.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    // Polymorphic (lead, client, contact; opportunities and trips later): no foreign key.
    callableType: text('callable_type').$type<CallableType>(),
    callableId: integer('callable_id'),
    provider: text('provider'),
    providerCallId: text('provider_call_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    /** The last sign of life from the provider (or the agent): the abandoned-call rule reads it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome'),
    notes: text('notes'),
    recordingEnabled: boolean('recording_enabled').notNull().default(false),
    recordingSid: text('recording_sid'),
    /** The provider's recording URL (Twilio), fetched with the account's credentials. */
    recordingUrl: text('recording_url'),
    /** A recording stored here (simulator): key in the file storage (DATA_DIR/recordings or the bucket's recordings/). */
    recordingKey: text('recording_key'),
    recordingDurationSeconds: integer('recording_duration_seconds'),
    voicemail: boolean('voicemail').notNull().default(false),
    price: numeric('price', { precision: 14, scale: 5 }),
    priceUnit: text('price_unit'),
    ...timestamps(),
  },
  (table) => [
    index('calls_organization_started_index').on(table.organizationId, table.startedAt, table.id),
    index('calls_user_started_index').on(table.userId, table.startedAt),
    index('calls_callable_index').on(table.organizationId, table.callableType, table.callableId),
    index('calls_contact_index').on(table.contactId),
    uniqueIndex('calls_provider_call_unique').on(table.provider, table.providerCallId),
    // The open calls of an agent: checked on every initiate.
    index('calls_open_index')
      .on(table.userId)
      .where(sql`${table.status} in ('initiated', 'ringing', 'in-progress')`),
  ],
);
