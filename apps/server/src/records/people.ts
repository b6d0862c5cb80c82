import {
  MODULE_OF_SUBJECT,
  type TypedEmail,
  type TypedPhone,
  type Warnings,
} from '@aurora/contracts/records';
import type { Database } from '#platform/db/client.ts';
import type { FieldErrors } from '#platform/errors.ts';
import { normalizePhones, phoneDigitsOf } from '#platform/phones.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import type { Subject } from './records.repository.ts';
import { publishRecordEvent, recordCreation } from './records.service.ts';
import { findDuplicates } from './search/search.service.ts';

/**
 * What leads, clients and contacts have in common: an email, a primary phone and typed emails and
 * phones, read in the organization's country, and the warning of records sharing them.
 */
export type PersonInput = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  emails?: TypedEmail[] | undefined;
  phones?: TypedPhone[] | undefined;
};

/** The person columns of a lead, client or contact row. */
export type PersonColumns = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  emails?: TypedEmail[] | undefined;
  phones?: TypedPhone[] | undefined;
  phoneDigits?: string | undefined;
};

type CurrentPerson = { email: string | null; phone: string | null; phones: TypedPhone[] };

/** The person fields of a lead's, client's or contact's JSON. */
export const toPersonJson = (row: CurrentPerson & { emails: TypedEmail[] }) => ({
  email: row.email,
  phone: row.phone,
  emails: row.emails,
  phones: row.phones,
});

/**
 * The person columns of a new or changed record: phones in E.164 (errors go on `errors`), the
 * typed emails without duplicates or the primary address, and `phone_digits` when a phone
 * changes (`current` fills in what the change leaves as it was).
 */
export function personColumns(
  input: PersonInput,
  country: string,
  errors: FieldErrors,
  current?: CurrentPerson,
): PersonColumns {
  const phones = normalizePhones(input, country, errors);
  const values: PersonColumns = { email: input.email, phone: phones.phone, phones: phones.phones };
  const email = values.email !== undefined ? values.email : (current?.email ?? null);
  const { emails } = input;
  if (emails !== undefined) {
    values.emails = emails.filter(
      (entry, index) =>
        entry.value !== email && emails.findIndex((other) => other.value === entry.value) === index,
    );
  }
  if (values.phone !== undefined || values.phones !== undefined) {
    values.phoneDigits = phoneDigitsOf(
      values.phone !== undefined ? values.phone : (current?.phone ?? null),
      values.phones ?? current?.phones ?? [],
    );
  }
  return values;
}

/**
 * Inserts a person record with `insert` (created by the actor) and its `created` entry, in the
 * caller's transaction (`ctx.db`); answers its id.
 */
export async function insertPerson<Values extends PersonColumns>(
  ctx: OrganizationContext,
  type: Subject['type'],
  values: Values,
  insert: (
    db: Database,
    organizationId: number,
    values: (Values & { createdById: number | null; phoneDigits: string })[],
  ) => Promise<number[]>,
): Promise<number> {
  const { db, organization, actorId } = ctx;
  const [id] = await insert(db, organization.id, [
    { ...values, createdById: actorId, phoneDigits: values.phoneDigits ?? '' },
  ]);
  if (id === undefined) throw new Error(`INSERT of a ${type} returned no row`);
  await recordCreation(db, organization.id, { type, id }, actorId);
  return id;
}

/**
 * Creates a person record with `create` in a transaction, tells the organization, and answers it
 * with the records sharing its email or a phone: duplicates are reported, never refused.
 */
export async function createPerson<Json>(
  ctx: OrganizationContext,
  type: Subject['type'],
  person: PersonInput,
  create: (inTransaction: OrganizationContext) => Promise<number>,
  get: (ctx: OrganizationContext, id: number) => Promise<Json>,
): Promise<{ data: Json; warnings: Warnings }> {
  const duplicates = await findDuplicates(ctx, {
    email: person.email,
    phones: [person.phone, ...(person.phones ?? []).map((entry) => entry.value)],
  });
  const id = await ctx.db.transaction((tx) => create({ ...ctx, db: tx }));
  publishRecordEvent(ctx, 'record.created', { module: MODULE_OF_SUBJECT[type], id });
  return { data: await get(ctx, id), warnings: { duplicates } };
}
