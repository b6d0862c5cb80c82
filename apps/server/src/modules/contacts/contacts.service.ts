import type {
  AgeGroup,
  CONTACT_EXPORT_COLUMNS,
  Contact,
  createContactSchema,
  updateContactSchema,
} from '@aurora/contracts/contacts';
import type { ListQueryValues, TypedEmail, TypedPhone, Warnings } from '@aurora/contracts/records';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid } from '#platform/errors.ts';
import { normalizePhone, phoneDigitsOf } from '#platform/phones.ts';
import type { OrganizationContext, OrganizationData, OrganizationScope } from '#platform/tenancy/context.ts';
import { emitDomainEvent } from '#records/domain-events.ts';
import { moveSubjectNotesAndFiles } from '#records/notes/notes.service.ts';
import { createPerson, insertPerson, personColumns, toPersonJson } from '#records/people.ts';
import { deleteRecordRows, findByEmailOrPhone, moveActivities } from '#records/records.repository.ts';
import {
  exportRecords,
  fullNameOf,
  insertRecordsBulk,
  publishRecordEvent,
  recordActivity,
  recordReader,
  requireSubject,
  throwIfInvalid,
  toUserRef,
} from '#records/records.service.ts';
import {
  type ContactRow,
  type ContactValues,
  clearPrimary,
  contactListQuery,
  contactListSpec,
  findContact,
  findContactByEmailOrPhone,
  findContactIdsOfClients,
  insertContacts,
  updateContact as updateContactRow,
} from './contacts.repository.ts';
import { contacts } from './contacts.table.ts';

declare module '#records/domain-events.ts' {
  interface DomainEvents {
    /** Two contacts became one: records pointing at `fromId` now belong to `toId`. */
    'contact.merged': { organizationId: number; fromId: number; toId: number };
  }
}

export const CONTACT_NOT_FOUND = 'Contact not found.';

export type CreateContactInput = z.output<typeof createContactSchema>;
export type UpdateContactInput = z.output<typeof updateContactSchema>;

/** Airline age bands on today's date: infant under 2, child under 12. */
export function ageGroupOf(dateOfBirth: string | null, today = new Date()): AgeGroup | null {
  if (!dateOfBirth) return null;
  const birth = new Date(`${dateOfBirth}T00:00:00Z`);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  if (age < 2) return 'infant';
  if (age < 12) return 'child';
  return 'adult';
}

export const toContactJson = (row: ContactRow): Contact => ({
  id: row.id,
  client_id: row.clientId,
  client: { id: row.clientId, name: row.clientName, type: row.clientType, city: row.clientCity },
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: row.fullName ?? fullNameOf(row.firstName, row.lastName),
  ...toPersonJson(row),
  is_primary: row.isPrimary,
  relationship: row.relationship,
  date_of_birth: row.dateOfBirth,
  age_group: ageGroupOf(row.dateOfBirth),
  nationality: row.nationality,
  passport_number: row.passportNumber,
  passport_country: row.passportCountry,
  passport_expiry: row.passportExpiry,
  frequent_flyer: row.frequentFlyer,
  seat_preference: row.seatPreference,
  meal_preference: row.mealPreference,
  emergency_contact_name: row.emergencyContactName,
  emergency_contact_phone: row.emergencyContactPhone,
  owner: toUserRef(row.ownerId, row.ownerName),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Contacts of the organization, across clients (or of one client with `filter[client_id]`). */
const contactSource = {
  spec: contactListSpec,
  list: contactListQuery,
  find: findContact,
  toJson: toContactJson,
};

const contactRecords = recordReader('contact', contactSource);

export const listContacts = contactRecords.list;
/** The contacts of one client (404 for a client of another organization). */
export async function listClientContacts(ctx: OrganizationContext, clientId: number, query: ListQueryValues) {
  await requireSubject(ctx.db, ctx.organization.id, { type: 'client', id: clientId });
  return listContacts(ctx, { ...query, 'filter[client_id]': String(clientId) });
}

const getContactRow = contactRecords.row;
export const getContact = contactRecords.get;

type ContactFields = Partial<UpdateContactInput>;

function toContactValues(
  organization: OrganizationScope,
  input: ContactFields,
  current?: ContactRow,
): Partial<ContactValues> {
  const errors: FieldErrors = {};
  const person = personColumns(input, organization.country, errors, current);
  let emergencyPhone: string | null | undefined = input.emergency_contact_phone;
  if (emergencyPhone) {
    emergencyPhone = normalizePhone(emergencyPhone, organization.country);
    if (emergencyPhone === null) errors.emergency_contact_phone = ['Must be a valid phone number.'];
  }
  throwIfInvalid(errors);
  return {
    ...person,
    firstName: input.first_name,
    lastName: input.last_name,
    isPrimary: input.is_primary,
    relationship: input.relationship,
    dateOfBirth: input.date_of_birth,
    nationality: input.nationality,
    passportNumber: input.passport_number,
    passportCountry: input.passport_country,
    passportExpiry: input.passport_expiry,
    frequentFlyer: input.frequent_flyer,
    seatPreference: input.seat_preference,
    mealPreference: input.meal_preference,
    emergencyContactName: input.emergency_contact_name,
    emergencyContactPhone: emergencyPhone,
  };
}

/**
 * Inserts a contact with its `created` event, in the caller's transaction (`ctx.db`): a new
 * contact, or a lead's conversion. The caller tells the organization once it commits.
 */
export async function createContactRecord(
  ctx: OrganizationContext,
  clientId: number,
  input: ContactFields & Pick<CreateContactInput, 'first_name'>,
): Promise<number> {
  const values = toContactValues(ctx.organization, input);
  const id = await insertPerson(ctx, 'contact', { ...(values as ContactValues), clientId }, insertContacts);
  if (values.isPrimary) await clearPrimary(ctx.db, ctx.organization.id, clientId, id);
  return id;
}

export async function createContact(
  ctx: OrganizationContext,
  clientId: number,
  input: CreateContactInput,
): Promise<{ data: Contact; warnings: Warnings }> {
  await requireSubject(ctx.db, ctx.organization.id, { type: 'client', id: clientId });
  return createPerson(
    ctx,
    'contact',
    input,
    (inTransaction) => createContactRecord(inTransaction, clientId, input),
    getContact,
  );
}

export async function updateContact(
  ctx: OrganizationContext,
  id: number,
  input: UpdateContactInput,
): Promise<Contact> {
  const { db, organization } = ctx;
  const organizationId = organization.id;
  const current = await getContactRow(db, organizationId, id);
  const values = toContactValues(organization, input, current);
  await db.transaction(async (tx) => {
    await updateContactRow(tx, organizationId, id, values);
    if (values.isPrimary) await clearPrimary(tx, organizationId, current.clientId, id);
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'contacts', id });
  return getContact(ctx, id);
}

const unitePhones = (survivor: ContactRow, other: ContactRow): TypedPhone[] => {
  const taken = new Set([survivor.phone, ...survivor.phones.map((entry) => entry.value)]);
  const extra = [
    ...(other.phone ? [{ type: 'mobile' as const, value: other.phone }] : []),
    ...other.phones,
  ].filter((entry) => {
    if (taken.has(entry.value)) return false;
    taken.add(entry.value);
    return true;
  });
  return [...survivor.phones, ...extra];
};

const uniteEmails = (survivor: ContactRow, other: ContactRow): TypedEmail[] => {
  const taken = new Set([survivor.email, ...survivor.emails.map((entry) => entry.value)]);
  const extra = [
    ...(other.email ? [{ type: 'work' as const, value: other.email }] : []),
    ...other.emails,
  ].filter((entry) => {
    if (taken.has(entry.value)) return false;
    taken.add(entry.value);
    return true;
  });
  return [...survivor.emails, ...extra];
};

/**
 * Merges `otherId` into `id`: the survivor keeps its values and takes the other's where it has
 * none, unites phones and emails, and receives every note, file and timeline entry (and the
 * conversion links of leads); the other contact is deleted.
 */
export async function mergeContacts(ctx: OrganizationContext, id: number, otherId: number): Promise<Contact> {
  const { db, organization, actorId } = ctx;
  const organizationId = organization.id;
  if (id === otherId) throw invalid({ other_id: ['A contact cannot be merged with itself.'] });
  const survivor = await getContactRow(db, organizationId, id);
  const other = await findContact(db, organizationId, otherId);
  if (!other) throw invalid({ other_id: ['The selected contact is invalid.'] });
  const fill = <K extends keyof ContactRow>(key: K) => survivor[key] ?? other[key];
  const phone = survivor.phone ?? other.phone;
  const phones = unitePhones(survivor, other).filter((entry) => entry.value !== phone);
  const email = survivor.email ?? other.email;
  const values: Partial<ContactValues> = {
    lastName: survivor.lastName || other.lastName,
    email,
    phone,
    emails: uniteEmails(survivor, other).filter((entry) => entry.value !== email),
    phones,
    phoneDigits: phoneDigitsOf(phone, phones),
    isPrimary: survivor.isPrimary || (other.isPrimary && other.clientId === survivor.clientId),
    relationship: fill('relationship'),
    dateOfBirth: fill('dateOfBirth'),
    nationality: fill('nationality'),
    passportNumber: fill('passportNumber'),
    passportCountry: fill('passportCountry'),
    passportExpiry: fill('passportExpiry'),
    frequentFlyer: survivor.frequentFlyer.length ? survivor.frequentFlyer : other.frequentFlyer,
    seatPreference: fill('seatPreference'),
    mealPreference: fill('mealPreference'),
    emergencyContactName: fill('emergencyContactName'),
    emergencyContactPhone: fill('emergencyContactPhone'),
  };
  await db.transaction(async (tx) => {
    const from = { type: 'contact' as const, id: otherId };
    const to = { type: 'contact' as const, id };
    await moveSubjectNotesAndFiles(tx, organizationId, from, to);
    await moveActivities(tx, organizationId, from, to);
    await emitDomainEvent(tx, 'contact.merged', { organizationId, fromId: otherId, toId: id });
    await deleteRecordRows(tx, organizationId, contacts, [otherId]);
    await updateContactRow(tx, organizationId, id, values);
    await recordActivity(tx, organizationId, [
      {
        subjectType: 'contact',
        subjectId: id,
        type: 'merged',
        actorId,
        data: { merged_id: otherId, merged_name: fullNameOf(other.firstName, other.lastName) },
      },
    ]);
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'contacts', id });
  publishRecordEvent(ctx, 'record.deleted', { module: 'contacts', id: otherId });
  return getContact(ctx, id);
}

/** The export row of a contact: its JSON plus the related names, keyed by export column. */
function contactExportCells(row: ContactRow): Record<(typeof CONTACT_EXPORT_COLUMNS)[number], unknown> {
  const contact = toContactJson(row);
  return {
    ...contact,
    client_name: row.clientName,
    client_city: row.clientCity,
    owner_name: contact.owner?.name ?? '',
  };
}

/** Every contact matching the list query, as export rows of the requested columns. */
export const exportContacts = (
  ctx: OrganizationContext,
  query: ListQueryValues,
  columns: readonly string[],
) => exportRecords(ctx, query, columns, { ...contactSource, cells: (rows) => rows.map(contactExportCells) });

/** For other modules' queries, as SQL: the primary phone of the contact a column points to. */
export { contactPhoneOf } from './contacts.repository.ts';

/** Whether the contact is one of the client's (a client has a handful). */
export const isContactOfClient = async (
  db: Database,
  organizationId: number,
  contactId: number,
  clientId: number,
) => (await findContactIdsOfClients(db, organizationId, [clientId])).includes(contactId);

/** For the clients module's queries, as SQL: how many contacts the client a column points to has. */
export { contactsCountOf } from './contacts.repository.ts';

/** The contact of the client with this email or phone, if any (conversion reuses it). */
export async function findContactOfClient(
  ctx: OrganizationData,
  clientId: number,
  email: string | null,
  phone: string | null,
): Promise<number | null> {
  return (await findContactByEmailOrPhone(ctx.db, ctx.organization.id, clientId, email, phone)) ?? null;
}

/** Import and demo data: many contacts in one statement, with their `created` events. */
export const insertContactsBulk = (
  db: Database,
  organizationId: number,
  actorId: number | null,
  values: ContactValues[],
) => insertRecordsBulk(db, organizationId, { type: 'contact', actorId }, values, insertContacts);

export async function updateContactFromImport(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<ContactValues>,
): Promise<boolean> {
  await updateContactRow(db, organizationId, id, values);
  return true;
}

export const findContactsByEmailOrPhone = (
  db: Database,
  organizationId: number,
  emails: string[],
  phones: string[],
) => findByEmailOrPhone(db, organizationId, contacts, emails, phones);

export type { ContactValues } from './contacts.repository.ts';
