import type { ImportModule } from '@aurora/contracts/imports';
import type { StageKind } from '@aurora/contracts/opportunities';
import type { SubjectType } from '@aurora/contracts/records';
import type { StatusEntityType } from '@aurora/contracts/reference';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { normalizePhone, phoneDigitsOf } from '#platform/phones.ts';

/** The organization's reference data, loaded by the engine once per run for every row's mapping. */
export type Lookups = {
  /** Where national phone numbers are read. */
  country: string;
  /** Per status entity type, its status keys by key and by name, lower-case (see `lookupKey`). */
  statuses: Map<StatusEntityType, Map<string, string>>;
  /** Per staged entity type (`STAGED_STATUS_TYPES`), the kind of each of its stage keys. */
  stageKinds: Map<StatusEntityType, Map<string, StageKind>>;
  /** Per definition list (`lead_sources`), its keys by key and by label, lower-case. */
  definitions: Map<string, Map<string, string>>;
  /** The decimals of each currency, by code. */
  currencies: Map<string, number>;
  /** The organization's currency: amounts given without one are in it. */
  currency: string;
  /** Member ids by lower-case email. */
  members: Map<string, number>;
};

/** A row turned into a record of its type. */
export type Mapped = {
  /** Columns to write, only those the row gave (an update never blanks a column). */
  values: Record<string, unknown>;
  /**
   * What duplicates are found by: a record of the organization, or an earlier row of the file,
   * with any of the same keys (`email:ana@x.mx`, `phone:+5255...`; see `personKeys`).
   */
  keys: string[];
  /** Added as a note to a record the row creates. */
  note: string | null;
  /**
   * Columns a record the row creates takes when the row gives none (the organization's currency,
   * say); an update never writes them.
   */
  defaults?: Record<string, unknown>;
};

/** A mapped row and its number in the file (1-based below the header), which its errors name. */
export type MappedRow<Row extends Mapped = Mapped> = { row: number; mapped: Row };

/** A mapping must give one of `anyOf`; `label` names them in the error. */
export type RequiredFields = { anyOf: readonly string[]; label: string };

/**
 * What a type does to each batch inside its transaction, before duplicates are looked up; answers
 * the rows to write. `addError` reports a row the batch leaves out.
 */
export type BatchHook<Row extends Mapped> = (
  tx: Database,
  batch: {
    organizationId: number;
    actorId: number | null;
    rows: MappedRow<Row>[];
    addError: (row: number, message: string) => void;
  },
) => Promise<MappedRow<Row>[]>;

/**
 * How the CSV import engine turns a file's rows into records of one type; a module names it in
 * its record type (`importer`), the engine does the rest (batches, dedupe, notes, the report).
 */
export type ImportTarget<Row extends Mapped = Mapped> = {
  module: ImportModule;
  subjectType: SubjectType;
  /** Fields a mapping must give. */
  required: readonly RequiredFields[];
  /** Header spellings (lower-case letters and digits) meaning a field of this type only. */
  headerAliases?: Record<string, string>;
  /** Checks a row's non-empty fields and makes its record; throws `RowError` for a bad row. */
  map: (fields: Record<string, string>, lookups: Lookups) => Row;
  /** Records of the organization with any of these keys, each with all of its keys. */
  find: (db: Database, organizationId: number, keys: string[]) => Promise<{ id: number; keys: string[] }[]>;
  /** Creates the records in one statement; answers their ids in order. */
  insert: (
    db: Database,
    organizationId: number,
    actorId: number | null,
    values: Record<string, unknown>[],
  ) => Promise<number[]>;
  /** Fills a duplicate with the row's values (dedupe `update`); false when it was left as it is. */
  update: (
    db: Database,
    organizationId: number,
    id: number,
    values: Record<string, unknown>,
  ) => Promise<boolean>;
  /** Called once per run, so the hook may remember things across the run's batches. */
  createBatchHook?: () => BatchHook<Row>;
};

// ---------------------------------------------------------------------------------------------
// Helpers for mapping rows

/** A row that cannot be imported: its message goes to the report and the import goes on. */
export class RowError extends Error {}

/** A schema's first complaint about a row, as `field: message`. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'row'}: ${issue.message}` : 'Invalid row.';
}

/** A `full_name` without a `first_name` gives both names: the first word and the rest. */
export function splitName(fields: Record<string, string>) {
  if (fields.full_name && !fields.first_name) {
    const [first, ...rest] = fields.full_name.trim().split(/\s+/);
    fields.first_name = first ?? '';
    if (!fields.last_name) fields.last_name = rest.join(' ');
  }
}

/** The phone columns of a row's `phone`: E.164 and the digits callers are matched by. */
export function phoneColumns(value: string | undefined, lookups: Lookups) {
  if (!value) return {};
  const phone = normalizePhone(value, lookups.country);
  if (!phone) throw new RowError('phone: Must be a valid phone number.');
  return { phone, phoneDigits: phoneDigitsOf(phone, []) };
}

/** The dedupe keys of a person record (lead, client, contact): its email and its phone. */
export const personKeys = (person: {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}) =>
  [person.email ? `email:${person.email}` : null, person.phone ? `phone:${person.phone}` : null].filter(
    (key): key is string => key !== null,
  );

/** The `find` of a person type, from its lookup by emails and phones. */
export const findPeople =
  (
    find: (
      db: Database,
      organizationId: number,
      emails: string[],
      phones: string[],
    ) => Promise<{ id: number; email: string | null; phone: string | null }[]>,
  ): ImportTarget['find'] =>
  async (db, organizationId, keys) => {
    const valuesOf = (prefix: string) =>
      keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    const people = await find(db, organizationId, valuesOf('email:'), valuesOf('phone:'));
    return people.map((person) => ({ id: person.id, keys: personKeys(person) }));
  };

/** The member an `owner_email` names. */
export function ownerIdOf(email: string, lookups: Lookups): number {
  const ownerId = lookups.members.get(email.trim().toLowerCase());
  if (ownerId === undefined) throw new RowError('owner_email: Not a member of this organization.');
  return ownerId;
}

/** Finds a reference key by key or label, case-insensitively. */
export const lookupKey = (map: Map<string, string> | undefined, value: string) =>
  map?.get(value.trim().toLowerCase());

export const truthy = (value: string) => /^(1|true|yes|y|si|sí|x)$/i.test(value.trim());

export const list = (value: string) =>
  value
    .split(/[;,|]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** ISO days, and day/month/year as typed in Latin America and Europe. */
export const toDay = (value: string) => {
  const dmy = value.trim().match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  return dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : value.trim();
};
