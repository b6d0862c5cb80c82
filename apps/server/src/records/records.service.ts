import type { PaginationMeta } from '@aurora/contracts/http';
import {
  type ActivityItem,
  type ActivityType,
  type ListQueryValues,
  MODULE_OF_SUBJECT,
  type RecordEvent,
  type RecordEventName,
  type SubjectType,
  type TypedEmail,
  type TypedPhone,
  type UserRef,
} from '@aurora/contracts/records';
import type { FastifyInstance } from 'fastify';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import { listDefinitions, listStatuses } from '#platform/reference/reference.service.ts';
import { getOrganization } from '#platform/tenancy/organizations.service.ts';
import {
  type ActivityRow,
  type ActivityValues,
  insertActivities,
  isOrganizationMember,
  type ListContext,
  type ListQuery,
  type ListSpec,
  listActivities,
  listConditions,
  listOrder,
  pageWindow,
  readListPage,
  readListRows,
  type Subject,
  subjectExists,
} from './records.repository.ts';

export type { ListContext, Subject } from './records.repository.ts';

/** What record rules need to know of the organization: its country (phones) and time zone (days). */
export type OrganizationSettings = { id: number; country: string; timeZone: string };

export async function getOrganizationSettings(db: Database, organizationId: number) {
  const organization = await getOrganization(db, organizationId);
  return { id: organization.id, country: organization.country, timeZone: organization.timezone };
}

/**
 * Only a phone-shaped `q` and day filters need the organization's country and time zone; a
 * plain list skips that query.
 */
export async function settingsIfNeeded(
  db: Database,
  organizationId: number,
  query: ListQueryValues,
): Promise<OrganizationSettings> {
  const needs =
    Boolean(query.q && /\d{4}/.test(query.q.replace(/\D/g, ''))) ||
    Object.keys(query).some((key) => key.endsWith('[after]') || key.endsWith('[before]'));
  if (needs) return getOrganizationSettings(db, organizationId);
  return { id: organizationId, country: 'US', timeZone: 'UTC' };
}

export const exportCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

/** A list's meta; an estimated total (see EXACT_TOTAL_LIMIT) says so. */
export const pageMeta = (
  query: { page: number; per_page: number },
  total: number,
  estimated = false,
): PaginationMeta => ({
  current_page: query.page,
  per_page: query.per_page,
  total,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
  ...(estimated ? { total_is_estimate: true } : {}),
});

export const toUserRef = (id: number | null, name: string | null | undefined): UserRef | null =>
  id !== null && name ? { id, name } : null;

/** `first last`, trimmed: what the database's generated `full_name` holds. */
export const fullNameOf = (first: string, last: string) => `${first} ${last}`.trim();

// ---------------------------------------------------------------------------------------------
// Phones

/**
 * E.164 for a phone typed in any common format, national numbers read in `country`; null when
 * it is not a phone. A number libphonenumber does not know but given in international form with
 * 8 to 15 digits is kept as `+digits` (old Mexican mobiles like +52 1 55..., new ranges).
 */
export function normalizePhone(input: string, country: string | undefined): string | null {
  const parsed = parsePhoneNumberFromString(input, country as CountryCode | undefined);
  if (parsed?.isValid()) return parsed.number;
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const bare = trimmed.startsWith('00') ? digits.slice(2) : digits;
  if (international && /^[\d\s().\-+/]+$/.test(trimmed) && bare.length >= 8 && bare.length <= 15) {
    return `+${bare}`;
  }
  return null;
}

/**
 * The digits a phone-shaped search text should match, or none when it is not phone-shaped (at
 * least 4 digits, nothing but digits and separators). A complete number, however it is typed
 * (+52 55..., 55..., with a trunk 0), is searched by its national significant number: the end of
 * every stored E.164 form of it, and free of the country code that every number of the country
 * shares (its trigrams would make the index scan read most of the table). A partial number is
 * searched as typed.
 */
export function phoneSearchDigits(q: string, country: string | undefined): string[] {
  const text = q.trim();
  if (!/^[\d\s().\-+/]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return [];
  const parsed = parsePhoneNumberFromString(text, country as CountryCode | undefined);
  return [parsed?.isValid() ? parsed.nationalNumber : digits.replace(/^00/, '')];
}

export type PhoneInput = {
  phone?: string | null | undefined;
  phones?: { type: TypedPhone['type']; value: string }[] | undefined;
};

/**
 * Normalises the primary phone and the typed list; errors name the field (`phone`,
 * `phones.1.value`, or `prefix` for another phone field such as the emergency contact).
 */
export function normalizePhones(input: PhoneInput, country: string, errors: FieldErrors) {
  const result: { phone?: string | null; phones?: TypedPhone[] } = {};
  if (input.phone !== undefined) {
    result.phone = input.phone === null ? null : normalizePhone(input.phone, country);
    if (input.phone !== null && result.phone === null) errors.phone = ['Must be a valid phone number.'];
  }
  if (input.phones !== undefined) {
    result.phones = input.phones.map((entry, index) => {
      const value = normalizePhone(entry.value, country);
      if (value === null) errors[`phones.${index}.value`] = ['Must be a valid phone number.'];
      return { type: entry.type, value: value ?? entry.value };
    });
  }
  return result;
}

/** `phone_digits`: every phone's digits, primary first, space-separated. */
export const phoneDigitsOf = (phone: string | null, phones: TypedPhone[]) =>
  [phone, ...phones.map((entry) => entry.value)]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.replace(/\D/g, ''))
    .filter((value, index, all) => all.indexOf(value) === index)
    .join(' ');

/** Removes duplicate addresses of a typed email list (and the primary one from it). */
export const uniqueEmails = (primary: string | null, emails: TypedEmail[]) =>
  emails.filter(
    (entry, index) =>
      entry.value !== primary && emails.findIndex((other) => other.value === entry.value) === index,
  );

export const listContext = (userId: number, settings: OrganizationSettings): ListContext => ({
  userId,
  timeZone: settings.timeZone,
  phoneDigits: (q) => phoneSearchDigits(q, settings.country),
});
/** What a module hands the list machinery: its columns, how to read its rows, and its JSON. */
export type RecordSource<Row extends { id: number }, Json> = {
  spec: ListSpec;
  list: (organizationId: number, db: Database) => ListQuery<Row>;
  toJson: (row: Row) => Json;
};

/** A page of a module's records for a list query, with its meta. */
export async function listRecords<Row extends { id: number }, Json>(
  db: Database,
  organizationId: number,
  userId: number,
  query: ListQueryValues,
  source: RecordSource<Row, Json>,
): Promise<{ data: Json[]; meta: PaginationMeta }> {
  const settings = await settingsIfNeeded(db, organizationId, query);
  const { rows, total, estimated } = await readListPage(db, source.list(organizationId, db), {
    conditions: listConditions(source.spec, query, listContext(userId, settings)),
    orderBy: listOrder(source.spec, query.sort),
    ...pageWindow(query),
  });
  return { data: rows.map(source.toJson), meta: pageMeta(query, total, estimated) };
}

const EXPORT_BATCH = 1000;

/**
 * Every record matching a list query, read a thousand at a time, as rows of the requested
 * columns; `cells` names a record's value for each export column.
 */
export async function* exportRecords<Row extends { id: number }>(
  db: Database,
  organizationId: number,
  userId: number,
  query: ListQueryValues,
  columns: readonly string[],
  source: Pick<RecordSource<Row, unknown>, 'spec' | 'list'> & {
    cells: (row: Row) => Record<string, unknown>;
  },
): AsyncGenerator<string[]> {
  const settings = await settingsIfNeeded(db, organizationId, query);
  const list = source.list(organizationId, db);
  const conditions = listConditions(source.spec, query, listContext(userId, settings));
  const orderBy = listOrder(source.spec, query.sort);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await readListRows(list, { conditions, orderBy, limit: EXPORT_BATCH, offset });
    for (const row of rows) {
      const cells = source.cells(row);
      yield columns.map((column) => exportCell(cells[column]));
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}

// ---------------------------------------------------------------------------------------------
// Rules shared by the modules

/** The owner must be a member of the organization; errors go on `field`. */
export async function checkOwner(
  db: Database,
  organizationId: number,
  ownerId: number | null | undefined,
  errors: FieldErrors,
  field = 'owner_id',
) {
  if (ownerId === null || ownerId === undefined) return;
  if (!(await isOrganizationMember(organizationId, db, ownerId))) {
    errors[field] = ['The selected owner is not a member of this organization.'];
  }
}

/** A lead status key must exist among the reference statuses of entity type `lead`. */
export async function checkLeadStatus(db: Database, status: string | undefined, errors: FieldErrors) {
  if (status === undefined) return;
  const statuses = await listStatuses(db, 'lead');
  if (!statuses.some((entry) => entry.key === status)) errors.status = ['The selected status is invalid.'];
}

/** Definition keys (lead sources, trip types, lost reasons) must exist in their list. */
export async function checkDefinitions(
  db: Database,
  values: {
    field: string;
    list: 'lead_sources' | 'trip_types' | 'lost_reasons';
    key: string | null | undefined;
  }[],
  errors: FieldErrors,
) {
  const wanted = values.filter((value) => value.key);
  if (wanted.length === 0) return;
  const definitions = await listDefinitions(db);
  for (const value of wanted) {
    if (!definitions.some((definition) => definition.list === value.list && definition.key === value.key)) {
      errors[value.field] = [`The selected ${value.field.replace(/_/g, ' ')} is invalid.`];
    }
  }
}

export function throwIfInvalid(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

// ---------------------------------------------------------------------------------------------
// Activity

/** Records events on the timeline of records (created, status_change, converted...). */
export async function recordActivity(db: Database, organizationId: number, values: ActivityValues[]) {
  await insertActivities(organizationId, db, values);
}

function summaryOf(row: ActivityRow): string {
  const data = row.data ?? {};
  const who = MODULE_OF_SUBJECT[row.subjectType].slice(0, -1);
  switch (row.type) {
    case 'created':
      return `${who[0]?.toUpperCase()}${who.slice(1)} created`;
    case 'status_change':
      return `Status changed from ${String(data.from_name ?? data.from)} to ${String(data.to_name ?? data.to)}`;
    case 'assigned':
      return data.to_name ? `Assigned to ${String(data.to_name)}` : 'Unassigned';
    case 'converted':
      return `Converted to client ${String(data.client_name ?? data.client_id)}`;
    case 'merged':
      return `Merged with ${String(data.merged_name ?? data.merged_id)}`;
    case 'note': {
      const body = String(data.body ?? '');
      return body.length > 140 ? `${body.slice(0, 139)}…` : body;
    }
    case 'attachment':
      return `File ${String(data.file_name ?? '')} attached`;
    default:
      return row.type;
  }
}

/**
 * Import and demo data: inserts many records of one type with `insert` (one statement), created
 * by `actorId`, with their `created` events; answers their ids.
 */
export async function insertRecordsBulk<Values extends { createdById?: number | null }>(
  db: Database,
  organizationId: number,
  subject: { type: SubjectType; actorId: number | null },
  values: Values[],
  insert: (organizationId: number, db: Database, values: Values[]) => Promise<number[]>,
): Promise<number[]> {
  const ids = await insert(
    organizationId,
    db,
    values.map((value) => ({ ...value, createdById: subject.actorId })),
  );
  await recordActivity(
    db,
    organizationId,
    ids.map((id) => ({
      subjectType: subject.type,
      subjectId: id,
      type: 'created',
      actorId: subject.actorId,
    })),
  );
  return ids;
}

/** A page of the timeline of one or more subjects (a client's includes its contacts and leads). */
export async function getActivity(
  db: Database,
  organizationId: number,
  subjects: Subject[],
  query: { page: number; per_page: number },
): Promise<{ data: ActivityItem[]; meta: PaginationMeta }> {
  const { rows, total } = await listActivities(organizationId, db, subjects, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.type as ActivityType,
      at: row.at.toISOString(),
      actor: toUserRef(row.actorId, row.actorName),
      summary: summaryOf(row),
      subject: { type: row.subjectType, id: row.subjectId },
      data: row.data,
    })),
    meta: pageMeta(query, total),
  };
}

// ---------------------------------------------------------------------------------------------
// Record events

/** The channel every member of an organization listens to (the realtime presence channel). */
export const organizationChannel = (organizationId: number) => `presence-organization.${organizationId}`;

/**
 * Tells open lists and record pages of the organization that a record changed. A no-op when the
 * realtime server is not part of the app; never throws (a lost event only delays a refresh).
 */
export function publishRecordEvent(
  app: FastifyInstance,
  organizationId: number,
  name: RecordEventName,
  event: RecordEvent,
): void {
  if (!app.hasDecorator('realtime')) return;
  app.realtime.publish(organizationChannel(organizationId), name, event).catch(() => {});
}

export const subjectOfModule = (type: SubjectType, id: number): Subject => ({ type, id });

const SUBJECT_NOT_FOUND: Record<SubjectType, string> = {
  lead: 'Lead not found.',
  client: 'Client not found.',
  contact: 'Contact not found.',
};

/** 404 unless the lead, client or contact exists in the organization. */
export async function requireSubject(db: Database, organizationId: number, subject: Subject): Promise<void> {
  if (!(await subjectExists(organizationId, db, subject))) throw notFound(SUBJECT_NOT_FOUND[subject.type]);
}
