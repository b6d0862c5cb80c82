import { createClientSchema } from '@aurora/contracts/clients';
import { createContactSchema } from '@aurora/contracts/contacts';
import {
  type DedupeMode,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  type ImportJob,
  type ImportModule,
  type ImportReport,
} from '@aurora/contracts/imports';
import { createLeadSchema } from '@aurora/contracts/leads';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  type ClientValues,
  existingClientIds,
  findClientsByEmailOrPhone,
  findClientsByName,
  insertClientsBulk,
  updateClientFromImport,
} from '#modules/clients/clients.service.ts';
import {
  type ContactValues,
  findContactsByEmailOrPhone,
  insertContactsBulk,
  updateContactFromImport,
} from '#modules/contacts/contacts.service.ts';
import {
  findLeadsByEmailOrPhone,
  insertLeadsBulk,
  type LeadValues,
  updateLeadFromImport,
} from '#modules/leads/leads.service.ts';
import type { Database } from '#platform/db/client.ts';
import { conflict, invalid, notFound } from '#platform/errors.ts';
import { type JobRunner, yieldToEventLoop } from '#platform/jobs/job-runner.ts';
import { listCurrencies, listDefinitions, listStatuses } from '#platform/reference/reference.service.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { importNotes } from '#records/notes/notes.service.ts';
import {
  getOrganizationSettings,
  normalizePhone,
  phoneDigitsOf,
  toUserRef,
} from '#records/records.service.ts';
import {
  claimImportJob,
  claimStalledImportJob,
  findImportJob,
  findStalledImportJobs,
  type ImportJobRow,
  insertImportJob,
  updateImportJob,
} from './imports.repository.ts';

export const IMPORT_NOT_FOUND = 'Import not found.';
const BATCH_SIZE = 250;
const MAX_LISTED_ERRORS = 200;

const toImportJson = (row: ImportJobRow): ImportJob => ({
  id: row.id,
  module: row.module,
  status: row.status,
  file_name: row.fileName,
  headers: row.headers,
  preview: row.preview,
  total_rows: row.totalRows,
  suggested_mapping: row.suggestedMapping,
  mapping: row.mapping,
  dedupe: row.dedupe,
  progress: { processed: row.processed, total: row.totalRows },
  report: row.report,
  error: row.error,
  created_by: toUserRef(row.createdById, row.createdByName),
  created_at: row.createdAt.toISOString(),
  started_at: row.startedAt?.toISOString() ?? null,
  finished_at: row.finishedAt?.toISOString() ?? null,
});

// Header spellings people use, in English and Spanish, normalised (lower-case, letters and digits).
const ALIASES: Record<string, string> = {
  firstname: 'first_name',
  nombre: 'first_name',
  nombres: 'first_name',
  givenname: 'first_name',
  lastname: 'last_name',
  surname: 'last_name',
  apellido: 'last_name',
  apellidos: 'last_name',
  familyname: 'last_name',
  fullname: 'full_name',
  nombrecompleto: 'full_name',
  emailaddress: 'email',
  correo: 'email',
  correoelectronico: 'email',
  mail: 'email',
  telefono: 'phone',
  tel: 'phone',
  celular: 'phone',
  movil: 'phone',
  mobile: 'phone',
  phonenumber: 'phone',
  estado: 'status',
  estatus: 'status',
  fuente: 'source',
  origen: 'source',
  destinos: 'destinations',
  destino: 'destinations',
  destination: 'destinations',
  ciudad: 'city',
  pais: 'country',
  empresa: 'client_name',
  cliente: 'client_name',
  client: 'client_name',
  company: 'client_name',
  notes: 'note',
  notas: 'note',
  nota: 'note',
  owner: 'owner_email',
  agent: 'owner_email',
  fechanacimiento: 'date_of_birth',
  birthdate: 'date_of_birth',
  dob: 'date_of_birth',
  pasaporte: 'passport_number',
  passport: 'passport_number',
  nacionalidad: 'nationality',
  etiquetas: 'tags',
};

const normaliseHeader = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The field each header most likely means, or null. */
export function suggestMapping(module: ImportModule, headers: string[]): Record<string, string | null> {
  const fields = IMPORT_FIELDS[module];
  const byKey = new Map(fields.map((field) => [normaliseHeader(field), field]));
  const used = new Set<string>();
  const mapping: Record<string, string | null> = {};
  for (const header of headers) {
    const key = normaliseHeader(header);
    let field = byKey.get(key) ?? ALIASES[key] ?? null;
    if (module === 'clients' && (key === 'name' || key === 'nombre' || key === 'clientname')) field = 'name';
    if (module === 'leads' && key === 'name') field = 'full_name';
    if (field && (!fields.includes(field) || used.has(field))) field = null;
    if (field) used.add(field);
    mapping[header] = field;
  }
  return mapping;
}

/** Comma unless the header row has more semicolons (spreadsheets in Spanish locales). */
const delimiterOf = (content: string) => {
  const firstLine = content.slice(0, content.indexOf('\n') === -1 ? undefined : content.indexOf('\n'));
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
};

const parseOptions = (content: string) => ({
  delimiter: delimiterOf(content),
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: true,
});

/** Stores an uploaded CSV and answers its headers, a preview and a suggested mapping. */
export async function createImport(
  db: Database,
  organizationId: number,
  userId: number,
  module: ImportModule,
  fileName: string,
  content: string,
): Promise<ImportJob> {
  let rows: string[][];
  try {
    rows = parseSync(content, parseOptions(content)) as string[][];
  } catch (error) {
    throw invalid({ file: [`The file is not a valid CSV: ${(error as Error).message}`] });
  }
  const [headers, ...data] = rows;
  if (!headers || headers.length === 0 || headers.every((header) => !header)) {
    throw invalid({ file: ['The file has no header row.'] });
  }
  if (data.length === 0) throw invalid({ file: ['The file has no rows below the header.'] });
  if (data.length > IMPORT_MAX_ROWS) {
    throw invalid({ file: [`At most ${IMPORT_MAX_ROWS} rows per import.`] });
  }
  const id = await insertImportJob(organizationId, db, {
    module,
    fileName: fileName.slice(0, 200),
    content,
    headers,
    preview: data.slice(0, IMPORT_PREVIEW_ROWS),
    totalRows: data.length,
    suggestedMapping: suggestMapping(module, headers),
    createdById: userId,
  });
  return getImport(db, organizationId, id);
}

async function getImportRow(db: Database, organizationId: number, id: number) {
  const row = await findImportJob(organizationId, db, id);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

export async function getImport(db: Database, organizationId: number, id: number): Promise<ImportJob> {
  return toImportJson(await getImportRow(db, organizationId, id));
}

const REQUIRED: Record<ImportModule, { any: string[]; label: string }[]> = {
  leads: [{ any: ['first_name', 'full_name'], label: 'first_name or full_name' }],
  clients: [{ any: ['name'], label: 'name' }],
  contacts: [
    { any: ['first_name', 'full_name'], label: 'first_name or full_name' },
    { any: ['client_name', 'client_id'], label: 'client_name or client_id' },
  ],
};

/** Checks the mapping, marks the job running and queues it; answers at once. */
export async function startImport(
  db: Database,
  organizationId: number,
  id: number,
  input: { mapping: Record<string, string | null>; dedupe: DedupeMode },
  runner: JobRunner,
): Promise<ImportJob> {
  const job = await getImportRow(db, organizationId, id);
  if (job.status !== 'pending') throw conflict('This import has already been started.');
  const fields = IMPORT_FIELDS[job.module];
  const errors: Record<string, string[]> = {};
  const mapped = new Map<string, string>();
  for (const [header, field] of Object.entries(input.mapping)) {
    if (field === null) continue;
    if (!job.headers.includes(header)) errors[`mapping.${header}`] = ['No such column in the file.'];
    else if (!fields.includes(field)) errors[`mapping.${header}`] = ['This field cannot be imported.'];
    else if ([...mapped.values()].includes(field))
      errors[`mapping.${header}`] = ['This field is already mapped.'];
    else mapped.set(header, field);
  }
  for (const requirement of REQUIRED[job.module]) {
    if (!requirement.any.some((field) => [...mapped.values()].includes(field))) {
      errors.mapping = [...(errors.mapping ?? []), `Map a column to ${requirement.label}.`];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const mapping = Object.fromEntries([...mapped]);
  if (!(await claimImportJob(organizationId, db, id, { mapping, dedupe: input.dedupe }))) {
    throw conflict('This import has already been started.');
  }
  runner.enqueue(`import ${id}`, () => runImport(db, organizationId, id));
  return getImport(db, organizationId, id);
}

// ---------------------------------------------------------------------------------------------
// The job

type Lookups = {
  country: string;
  statuses: Map<string, string>;
  definitions: Map<string, Map<string, string>>;
  currencies: Set<string>;
  members: Map<string, number>;
  clientsByName: Map<string, number>;
};

/** Finds a reference key by key or label, case-insensitively. */
const lookupKey = (map: Map<string, string> | undefined, value: string) =>
  map?.get(value.trim().toLowerCase());

function keyMap(entries: { key: string; label: string }[]) {
  const map = new Map<string, string>();
  for (const entry of entries) {
    map.set(entry.key.toLowerCase(), entry.key);
    map.set(entry.label.toLowerCase(), entry.key);
  }
  return map;
}

const truthy = (value: string) => /^(1|true|yes|y|si|sí|x)$/i.test(value.trim());
const list = (value: string) =>
  value
    .split(/[;,|]/)
    .map((part) => part.trim())
    .filter(Boolean);
/** ISO days, and day/month/year as typed in Latin America and Europe. */
const toDay = (value: string) => {
  const dmy = value.trim().match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  return dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : value.trim();
};

type Mapped = {
  /** Columns to write, only those the row gave (an update never blanks a column). */
  values: Record<string, unknown>;
  email: string | null;
  phone: string | null;
  note: string | null;
  clientId?: number;
  clientName?: string;
};

class RowError extends Error {}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'row'}: ${issue.message}` : 'Invalid row.';
}

function splitName(fields: Record<string, string>) {
  if (fields.full_name && !fields.first_name) {
    const [first, ...rest] = fields.full_name.trim().split(/\s+/);
    fields.first_name = first ?? '';
    if (!fields.last_name) fields.last_name = rest.join(' ');
  }
}

function phoneValue(value: string | undefined, lookups: Lookups, field = 'phone') {
  if (!value) return undefined;
  const phone = normalizePhone(value, lookups.country);
  if (!phone) throw new RowError(`${field}: Must be a valid phone number.`);
  return phone;
}

function mapLead(fields: Record<string, string>, lookups: Lookups): Mapped {
  splitName(fields);
  const input: Record<string, unknown> = { first_name: fields.first_name ?? '' };
  for (const key of [
    'last_name',
    'email',
    'travel_start',
    'travel_end',
    'next_action_at',
    'budget_amount',
  ] as const) {
    if (fields[key])
      input[key] = key.startsWith('travel') || key === 'next_action_at' ? toDay(fields[key]) : fields[key];
  }
  for (const key of ['adults', 'children', 'infants'] as const) {
    if (fields[key]) input[key] = Number(fields[key]);
  }
  if (fields.budget_currency) input.budget_currency = fields.budget_currency;
  const parsed = createLeadSchema.safeParse(input);
  if (!parsed.success) throw new RowError(firstIssue(parsed.error));
  const lead = parsed.data;
  const values: Partial<LeadValues> = { firstName: lead.first_name };
  if (fields.last_name || fields.full_name) values.lastName = lead.last_name;
  if (lead.email) values.email = lead.email;
  const phone = phoneValue(fields.phone, lookups);
  if (phone) {
    values.phone = phone;
    values.phoneDigits = phoneDigitsOf(phone, []);
  }
  if (fields.status) {
    const status = lookupKey(lookups.statuses, fields.status);
    if (!status || status === 'converted') throw new RowError(`status: Unknown status "${fields.status}".`);
    values.status = status;
  }
  const definition = (field: 'source' | 'purpose', list: string) => {
    if (!fields[field]) return undefined;
    const key = lookupKey(lookups.definitions.get(list), fields[field]);
    if (!key) throw new RowError(`${field}: Unknown value "${fields[field]}".`);
    return key;
  };
  values.source = definition('source', 'lead_sources');
  values.purpose = definition('purpose', 'trip_types');
  if (fields.destinations) values.destinations = list(fields.destinations);
  if (fields.do_not_call) values.doNotCall = truthy(fields.do_not_call);
  for (const [field, column] of [
    ['travel_start', 'travelStart'],
    ['travel_end', 'travelEnd'],
    ['next_action_at', 'nextActionAt'],
    ['budget_amount', 'budgetAmount'],
    ['adults', 'adults'],
    ['children', 'children'],
    ['infants', 'infants'],
  ] as const) {
    if (fields[field]) (values as Record<string, unknown>)[column] = lead[field];
  }
  if (lead.budget_currency) {
    if (!lookups.currencies.has(lead.budget_currency))
      throw new RowError('budget_currency: Unknown currency.');
    values.budgetCurrency = lead.budget_currency;
  }
  if (fields.owner_email) {
    const ownerId = lookups.members.get(fields.owner_email.trim().toLowerCase());
    if (ownerId === undefined) throw new RowError('owner_email: Not a member of this organization.');
    values.ownerId = ownerId;
  }
  return { values, email: values.email ?? null, phone: phone ?? null, note: fields.note || null };
}

function mapClient(fields: Record<string, string>, lookups: Lookups): Mapped {
  const input: Record<string, unknown> = { name: fields.name ?? '' };
  for (const key of [
    'type',
    'email',
    'address_line',
    'city',
    'region',
    'postal_code',
    'country',
    'tax_id',
  ] as const) {
    if (fields[key]) input[key] = key === 'type' ? fields[key].toLowerCase() : fields[key];
  }
  if (fields.preferred_language) input.preferred_language = fields.preferred_language.toLowerCase();
  if (fields.preferred_currency) input.preferred_currency = fields.preferred_currency;
  const parsed = createClientSchema.safeParse(input);
  if (!parsed.success) throw new RowError(firstIssue(parsed.error));
  const client = parsed.data;
  const values: Partial<ClientValues> = { name: client.name };
  const columns = {
    type: 'type',
    email: 'email',
    address_line: 'addressLine',
    city: 'city',
    region: 'region',
    postal_code: 'postalCode',
    country: 'country',
    tax_id: 'taxId',
    preferred_language: 'preferredLanguage',
    preferred_currency: 'preferredCurrency',
  } as const;
  for (const [field, column] of Object.entries(columns)) {
    if (fields[field]) (values as Record<string, unknown>)[column] = client[field as keyof typeof columns];
  }
  if (client.preferred_currency && !lookups.currencies.has(client.preferred_currency)) {
    throw new RowError('preferred_currency: Unknown currency.');
  }
  const phone = phoneValue(fields.phone, lookups);
  if (phone) {
    values.phone = phone;
    values.phoneDigits = phoneDigitsOf(phone, []);
  }
  if (fields.tags) values.tags = [...new Set(list(fields.tags))];
  if (fields.marketing_consent) values.marketingConsent = truthy(fields.marketing_consent);
  if (fields.owner_email) {
    const ownerId = lookups.members.get(fields.owner_email.trim().toLowerCase());
    if (ownerId === undefined) throw new RowError('owner_email: Not a member of this organization.');
    values.ownerId = ownerId;
  }
  return { values, email: values.email ?? null, phone: phone ?? null, note: fields.note || null };
}

function mapContact(fields: Record<string, string>, lookups: Lookups): Mapped {
  splitName(fields);
  const input: Record<string, unknown> = { first_name: fields.first_name ?? '' };
  for (const key of ['last_name', 'email', 'relationship', 'passport_number'] as const) {
    if (fields[key]) input[key] = fields[key];
  }
  for (const key of ['date_of_birth', 'passport_expiry'] as const) {
    if (fields[key]) input[key] = toDay(fields[key]);
  }
  for (const key of ['nationality', 'passport_country'] as const) {
    if (fields[key]) input[key] = fields[key];
  }
  const parsed = createContactSchema.safeParse(input);
  if (!parsed.success) throw new RowError(firstIssue(parsed.error));
  const contact = parsed.data;
  const values: Partial<ContactValues> = { firstName: contact.first_name };
  const columns = {
    last_name: 'lastName',
    email: 'email',
    relationship: 'relationship',
    passport_number: 'passportNumber',
    date_of_birth: 'dateOfBirth',
    passport_expiry: 'passportExpiry',
    nationality: 'nationality',
    passport_country: 'passportCountry',
  } as const;
  for (const [field, column] of Object.entries(columns)) {
    if (fields[field]) (values as Record<string, unknown>)[column] = contact[field as keyof typeof columns];
  }
  if (fields.full_name && !fields.last_name) values.lastName = contact.last_name;
  if (fields.is_primary) values.isPrimary = truthy(fields.is_primary);
  const phone = phoneValue(fields.phone, lookups);
  if (phone) {
    values.phone = phone;
    values.phoneDigits = phoneDigitsOf(phone, []);
  }
  const mapped: Mapped = {
    values,
    email: values.email ?? null,
    phone: phone ?? null,
    note: fields.note || null,
  };
  if (fields.client_id) {
    const clientId = Number(fields.client_id);
    if (!Number.isInteger(clientId) || clientId <= 0) throw new RowError('client_id: Must be a client id.');
    mapped.clientId = clientId;
  } else if (fields.client_name) {
    mapped.clientName = fields.client_name.trim();
  } else {
    throw new RowError('client_name: A contact needs its client.');
  }
  return mapped;
}

type Target = {
  map: (fields: Record<string, string>, lookups: Lookups) => Mapped;
  find: (
    db: Database,
    organizationId: number,
    emails: string[],
    phones: string[],
  ) => Promise<{ id: number; email: string | null; phone: string | null }[]>;
  insert: (
    db: Database,
    organizationId: number,
    actorId: number | null,
    values: Record<string, unknown>[],
  ) => Promise<number[]>;
  update: (
    db: Database,
    organizationId: number,
    id: number,
    values: Record<string, unknown>,
  ) => Promise<boolean>;
  subjectType: 'lead' | 'client' | 'contact';
};

const TARGETS: Record<ImportModule, Target> = {
  leads: {
    map: mapLead,
    find: findLeadsByEmailOrPhone,
    insert: (db, organizationId, actorId, values) =>
      insertLeadsBulk(
        db,
        organizationId,
        actorId,
        values.map((value) => ({ status: 'new', phoneDigits: '', ...value }) as LeadValues),
      ),
    update: (db, organizationId, id, values) => updateLeadFromImport(db, organizationId, id, values),
    subjectType: 'lead',
  },
  clients: {
    map: mapClient,
    find: findClientsByEmailOrPhone,
    insert: (db, organizationId, actorId, values) =>
      insertClientsBulk(
        db,
        organizationId,
        actorId,
        values.map((value) => ({ phoneDigits: '', ...value }) as ClientValues),
      ),
    update: (db, organizationId, id, values) => updateClientFromImport(db, organizationId, id, values),
    subjectType: 'client',
  },
  contacts: {
    map: mapContact,
    find: findContactsByEmailOrPhone,
    insert: (db, organizationId, actorId, values) =>
      insertContactsBulk(
        db,
        organizationId,
        actorId,
        values.map((value) => ({ phoneDigits: '', ...value }) as ContactValues),
      ),
    update: (db, organizationId, id, values) => updateContactFromImport(db, organizationId, id, values),
    subjectType: 'contact',
  },
};

async function loadLookups(db: Database, organizationId: number): Promise<Lookups> {
  const [settings, statuses, definitions, currencies, members] = await Promise.all([
    getOrganizationSettings(db, organizationId),
    listStatuses(db, 'lead'),
    listDefinitions(db),
    listCurrencies(db),
    listMembers(db, organizationId),
  ]);
  const byList = new Map<string, Map<string, string>>();
  for (const name of ['lead_sources', 'trip_types']) {
    byList.set(name, keyMap(definitions.filter((definition) => definition.list === name)));
  }
  return {
    country: settings.country,
    statuses: keyMap(statuses.map((status) => ({ key: status.key, label: status.name }))),
    definitions: byList,
    currencies: new Set(currencies.map((currency) => currency.code)),
    members: new Map(members.map((member) => [member.email.toLowerCase(), member.id])),
    clientsByName: new Map(),
  };
}

/** A runner found its job taken over by another (see `updateImportJob`'s `expected`). */
class JobTakenOver extends Error {}

/**
 * Runs an import in batches: each batch is mapped and checked in memory, looked up for
 * duplicates in one query, inserted in one statement, and followed by a yield to the event loop,
 * so other requests keep being answered.
 *
 * Each batch commits in one transaction with its progress (`processed` and `report`), so the row
 * always says exactly which rows of the file are in the database. A job that was interrupted
 * (the process died) resumes from there: the rows before `processed` are skipped, and the stored
 * report keeps counting. Dedupe within the file still holds across the interruption: the rows
 * already imported are in the database, where each batch looks up its emails and phones anyway.
 * The progress write only succeeds while the row still has the progress this runner committed
 * last; when it does not (another instance resumed the job while this one was stalled), the
 * batch rolls back and this runner stops, so no row is imported twice.
 */
export async function runImport(db: Database, organizationId: number, id: number): Promise<void> {
  const job = await getImportRow(db, organizationId, id);
  // Finished (or failed) meanwhile, e.g. queued twice: resumed here while it waited in the queue.
  if (job.status !== 'running') return;
  let report: ImportReport = structuredClone(job.report);
  let processed = job.processed;
  try {
    const target = TARGETS[job.module];
    const lookups = await loadLookups(db, organizationId);
    const mapping = job.mapping ?? {};
    const dedupe = job.dedupe ?? 'skip';
    const headerIndex = new Map(job.headers.map((header, index) => [header, index]));
    // Records of this run by email and phone, so a file's own duplicates follow the same rule.
    const seen = new Map<string, number>();
    let batch: { row: number; cells: string[] }[] = [];
    const flush = async () => {
      // The batch's report and dedupe keys are kept apart until its transaction commits.
      const next = structuredClone(report);
      const addError = (row: number, message: string) => {
        next.errors_count += 1;
        if (next.errors.length < MAX_LISTED_ERRORS) next.errors.push({ row, message });
      };
      const created = new Map<string, number>();
      const items: { row: number; mapped: Mapped }[] = [];
      for (const { row, cells } of batch) {
        const fields: Record<string, string> = {};
        for (const [header, field] of Object.entries(mapping)) {
          const value = cells[headerIndex.get(header) ?? -1];
          if (field && value) fields[field] = value;
        }
        try {
          items.push({ row, mapped: target.map(fields, lookups) });
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          addError(row, error.message);
        }
      }
      await db.transaction(async (tx) => {
        if (job.module === 'contacts')
          await resolveClients(tx, organizationId, job.createdById, items, lookups, addError);
        const usable = items.filter(
          (item) => job.module !== 'contacts' || item.mapped.clientId !== undefined,
        );
        const emails = usable
          .map((item) => item.mapped.email)
          .filter((value): value is string => Boolean(value));
        const phones = usable
          .map((item) => item.mapped.phone)
          .filter((value): value is string => Boolean(value));
        const existing = await target.find(tx, organizationId, emails, phones);
        const known = new Map(seen);
        for (const record of existing) {
          if (record.email) known.set(`e:${record.email}`, record.id);
          if (record.phone) known.set(`p:${record.phone}`, record.id);
        }
        const toInsert: { item: (typeof usable)[number]; values: Record<string, unknown> }[] = [];
        for (const item of usable) {
          const { mapped } = item;
          const match =
            (mapped.email ? known.get(`e:${mapped.email}`) : undefined) ??
            (mapped.phone ? known.get(`p:${mapped.phone}`) : undefined);
          const values =
            job.module === 'contacts' ? { ...mapped.values, clientId: mapped.clientId } : mapped.values;
          if (match !== undefined && dedupe === 'skip') {
            next.skipped += 1;
          } else if (match !== undefined && dedupe === 'update') {
            if (await target.update(tx, organizationId, match, values)) next.updated += 1;
            else next.skipped += 1;
          } else {
            toInsert.push({ item, values });
            // Later rows of the file with the same email or phone now match this one.
            if (dedupe !== 'create') {
              if (mapped.email) known.set(`e:${mapped.email}`, -1);
              if (mapped.phone) known.set(`p:${mapped.phone}`, -1);
            }
          }
        }
        const ids = await target.insert(
          tx,
          organizationId,
          job.createdById,
          toInsert.map((entry) => entry.values),
        );
        next.created += ids.length;
        const notes = toInsert
          .map((entry, index) => ({ note: entry.item.mapped.note, id: ids[index] }))
          .filter(
            (entry): entry is { note: string; id: number } => Boolean(entry.note) && entry.id !== undefined,
          );
        if (notes.length) {
          await importNotes(tx, organizationId, job.createdById, target.subjectType, notes);
        }
        toInsert.forEach((entry, index) => {
          const newId = ids[index];
          if (newId === undefined || dedupe === 'create') return;
          if (entry.item.mapped.email) created.set(`e:${entry.item.mapped.email}`, newId);
          if (entry.item.mapped.phone) created.set(`p:${entry.item.mapped.phone}`, newId);
        });
        const written = await updateImportJob(
          organizationId,
          tx,
          id,
          { processed: processed + batch.length, report: next },
          { status: 'running', processed },
        );
        if (!written) throw new JobTakenOver();
      });
      processed += batch.length;
      report = next;
      for (const [key, recordId] of created) seen.set(key, recordId);
      batch = [];
      await yieldToEventLoop();
    };

    const parser = parse(job.content, { ...parseOptions(job.content), from_line: 2 });
    // Rows are numbered as in an uninterrupted run; those before `processed` are in already.
    const resumeAfter = processed;
    let row = 0;
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      if (row <= resumeAfter) continue;
      batch.push({ row, cells });
      if (batch.length >= BATCH_SIZE) await flush();
    }
    if (batch.length > 0) await flush();
    await updateImportJob(
      organizationId,
      db,
      id,
      { status: 'completed', processed, report, finishedAt: new Date() },
      { status: 'running', processed },
    );
  } catch (error) {
    // Another runner has the job now and reports it; this one just stops.
    if (error instanceof JobTakenOver) return;
    // The report is the committed one: the failed batch's rows were rolled back.
    await updateImportJob(
      organizationId,
      db,
      id,
      {
        status: 'failed',
        report,
        error: 'The import stopped on an unexpected error; rows before it were imported.',
        finishedAt: new Date(),
      },
      { status: 'running', processed },
    );
    throw error;
  }
}

/**
 * A running job not touched for this long has lost its runner (the process died, or was
 * deployed away): a running job touches `updated_at` after every batch of 250 rows, which takes
 * well under a second, so two minutes of silence is far beyond a slow batch yet short enough
 * that the user's progress bar soon moves again. A job that merely waits in a busy instance's
 * queue for longer may be taken over by another instance; that is safe, because a batch only
 * commits with the progress its runner read (see `runImport`).
 */
export const STALLED_IMPORT_AFTER_MS = 2 * 60_000;

/**
 * Claims every stalled import (see `STALLED_IMPORT_AFTER_MS`) and queues it to resume on
 * `runner`. Each claim is one conditional UPDATE, so when several instances sweep at once each
 * job is resumed by exactly one of them. Answers the jobs this call claimed.
 */
export async function resumeStalledImports(
  db: Database,
  runner: JobRunner,
  now: Date = new Date(),
): Promise<{ id: number; organizationId: number; processed: number; totalRows: number }[]> {
  const before = new Date(now.getTime() - STALLED_IMPORT_AFTER_MS);
  const resumed: { id: number; organizationId: number; processed: number; totalRows: number }[] = [];
  for (const job of await findStalledImportJobs(db, before)) {
    const claimed = await claimStalledImportJob(job.organizationId, db, job.id, before, now);
    if (!claimed) continue;
    runner.enqueue(`import ${job.id}`, () => runImport(db, job.organizationId, job.id));
    resumed.push({ ...claimed, organizationId: job.organizationId });
  }
  return resumed;
}

/** Contacts: client ids must be the organization's; client names are found or created once. */
async function resolveClients(
  db: Database,
  organizationId: number,
  actorId: number | null,
  items: { row: number; mapped: Mapped }[],
  lookups: Lookups,
  addError: (row: number, message: string) => void,
) {
  const ids = [
    ...new Set(items.map((item) => item.mapped.clientId).filter((id): id is number => id !== undefined)),
  ];
  const valid = new Set(await existingClientIds(db, organizationId, ids));
  const names = [
    ...new Set(
      items
        .map((item) => item.mapped.clientName?.toLowerCase())
        .filter((name): name is string => Boolean(name) && !lookups.clientsByName.has(name as string)),
    ),
  ];
  for (const client of await findClientsByName(db, organizationId, names)) {
    if (!lookups.clientsByName.has(client.name.toLowerCase()))
      lookups.clientsByName.set(client.name.toLowerCase(), client.id);
  }
  const missing = new Map<string, string>();
  for (const item of items) {
    const name = item.mapped.clientName;
    if (name && !lookups.clientsByName.has(name.toLowerCase()) && !missing.has(name.toLowerCase())) {
      missing.set(name.toLowerCase(), name);
    }
  }
  if (missing.size) {
    const names = [...missing.values()];
    const created = await insertClientsBulk(
      db,
      organizationId,
      actorId,
      names.map((name) => ({ name, phoneDigits: '' }) as ClientValues),
    );
    names.forEach((name, index) => {
      const createdId = created[index];
      if (createdId !== undefined) lookups.clientsByName.set(name.toLowerCase(), createdId);
    });
  }
  for (const item of items) {
    if (item.mapped.clientName) {
      item.mapped.clientId = lookups.clientsByName.get(item.mapped.clientName.toLowerCase());
    } else if (item.mapped.clientId !== undefined && !valid.has(item.mapped.clientId)) {
      addError(item.row, 'client_id: No such client in this organization.');
      item.mapped.clientId = undefined;
    }
  }
}
