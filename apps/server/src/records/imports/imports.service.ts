import {
  type DedupeMode,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  type ImportJob,
  type ImportModule,
  type ImportReport,
} from '@aurora/contracts/imports';
import type { StageKind } from '@aurora/contracts/opportunities';
import { isStagedStatusType, type StatusEntityType } from '@aurora/contracts/reference';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { conflict, invalid, notFound } from '#platform/errors.ts';
import { importedCell } from '#platform/http/csv.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { defineOrganizationJob, yieldToEventLoop } from '#platform/jobs/jobs.ts';
import { listCurrencies, listDefinitions, listStatuses } from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { importNotes } from '#records/notes/notes.service.ts';
import { recordTypeOfModule } from '#records/record-types.ts';
import { toUserRef } from '#records/records.service.ts';
import { type ImportTarget, type Lookups, type Mapped, type MappedRow, RowError } from './import-target.ts';
import {
  claimImportJob,
  findImportJob,
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
export function suggestMapping(target: ImportTarget, headers: string[]): Record<string, string | null> {
  const fields = IMPORT_FIELDS[target.module];
  const byKey = new Map(fields.map((field) => [normaliseHeader(field), field]));
  const used = new Set<string>();
  // From entries: assigning to a header named `__proto__` would replace the object's prototype.
  return Object.fromEntries(
    headers.map((header) => {
      const key = normaliseHeader(header);
      let field = target.headerAliases?.[key] ?? byKey.get(key) ?? ALIASES[key] ?? null;
      if (field && (!fields.includes(field) || used.has(field))) field = null;
      if (field) used.add(field);
      return [header, field];
    }),
  );
}

/** What imports a module's records; 422 on `module` when its record type has no importer. */
function importTargetOf(module: ImportModule): ImportTarget {
  const target = recordTypeOfModule(module)?.importer;
  if (!target) throw invalid({ module: [`Records of ${module} cannot be imported.`] });
  return target;
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
  { db, organization, actorId }: OrganizationContext,
  module: ImportModule,
  fileName: string,
  content: string,
): Promise<ImportJob> {
  const organizationId = organization.id;
  const target = importTargetOf(module);
  if (content.includes('\u0000')) throw invalid({ file: ['The file is not a CSV: it holds binary data.'] });
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
  const id = await insertImportJob(db, organizationId, {
    module,
    fileName: fileName.slice(0, 200),
    content,
    headers,
    preview: data.slice(0, IMPORT_PREVIEW_ROWS),
    totalRows: data.length,
    suggestedMapping: suggestMapping(target, headers),
    createdById: actorId,
  });
  return getImport({ db, organization }, id);
}

async function getImportRow(db: Database, organizationId: number, id: number) {
  const row = await findImportJob(db, organizationId, id);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

export async function getImport({ db, organization }: OrganizationData, id: number): Promise<ImportJob> {
  const organizationId = organization.id;
  return toImportJson(await getImportRow(db, organizationId, id));
}

/**
 * Runs a started import. A job cut off by a dying process is run again (by the engine's retry on
 * another instance, or after the restart) and goes on from its committed progress.
 */
export const importJob = defineOrganizationJob({
  name: 'imports.run',
  payload: z.object({ organizationId: z.number().int(), importId: z.number().int() }),
  handler: (ctx, { importId }) => runImport(ctx, importId),
});

/** Checks the mapping, marks the import running and queues its job; answers at once. */
export async function startImport(
  { db, organization }: OrganizationContext,
  id: number,
  input: { mapping: Record<string, string | null>; dedupe: DedupeMode },
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<ImportJob> {
  const organizationId = organization.id;
  const job = await getImportRow(db, organizationId, id);
  if (job.status !== 'pending') throw conflict('This import has already been started.');
  const target = importTargetOf(job.module);
  const fields = IMPORT_FIELDS[target.module];
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
  for (const requirement of target.required) {
    if (!requirement.anyOf.some((field) => [...mapped.values()].includes(field))) {
      errors.mapping = [...(errors.mapping ?? []), `Map a column to ${requirement.label}.`];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const mapping = Object.fromEntries([...mapped]);
  if (!(await claimImportJob(db, organizationId, id, { mapping, dedupe: input.dedupe }))) {
    throw conflict('This import has already been started.');
  }
  try {
    await jobs.enqueue(importJob, { organizationId, importId: id });
  } catch (error) {
    // Not queued: the import can be started again rather than wait as `running` forever.
    await updateImportJob(
      db,
      organizationId,
      id,
      { status: 'pending', startedAt: null },
      { status: 'running', processed: 0 },
    );
    throw error;
  }
  return getImport({ db, organization }, id);
}

// ---------------------------------------------------------------------------------------------
// The job

function keyMap(entries: { key: string; label: string }[]) {
  const map = new Map<string, string>();
  for (const entry of entries) {
    map.set(entry.key.toLowerCase(), entry.key);
    map.set(entry.label.toLowerCase(), entry.key);
  }
  return map;
}

async function loadLookups({ db, organization }: OrganizationData): Promise<Lookups> {
  const [statuses, definitions, currencies, members] = await Promise.all([
    listStatuses(db),
    listDefinitions(db),
    listCurrencies(db),
    listMembers(db, organization.id),
  ]);
  const byEntityType = new Map<StatusEntityType, Map<string, string>>();
  const stageKinds = new Map<StatusEntityType, Map<string, StageKind>>();
  for (const entityType of new Set(statuses.map((status) => status.entity_type))) {
    const ofType = statuses.filter((status) => status.entity_type === entityType);
    byEntityType.set(entityType, keyMap(ofType.map((status) => ({ key: status.key, label: status.name }))));
    if (isStagedStatusType(entityType)) {
      stageKinds.set(entityType, new Map(ofType.map((stage) => [stage.key, stage.stage_kind ?? 'open'])));
    }
  }
  const byList = new Map<string, Map<string, string>>();
  for (const name of new Set(definitions.map((definition) => definition.list))) {
    byList.set(name, keyMap(definitions.filter((definition) => definition.list === name)));
  }
  return {
    country: organization.country,
    statuses: byEntityType,
    stageKinds,
    definitions: byList,
    currencies: new Map(currencies.map((currency) => [currency.code, currency.decimals])),
    currency: organization.currency,
    members: new Map(members.map((member) => [member.email.toLowerCase(), member.id])),
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
 * last; when it does not (the job was run again elsewhere while this runner was stalled, say
 * past its heartbeat), the batch rolls back and this runner stops, so no row is imported twice.
 */
export async function runImport(ctx: OrganizationContext, id: number): Promise<void> {
  const { db, broadcast } = ctx;
  const organizationId = ctx.organization.id;
  const job = await getImportRow(db, organizationId, id);
  // Finished (or failed) meanwhile, e.g. queued twice: resumed here while it waited in the queue.
  if (job.status !== 'running') return;
  let report: ImportReport = structuredClone(job.report);
  let processed = job.processed;
  try {
    const target = importTargetOf(job.module);
    const batchHook = target.createBatchHook?.();
    const lookups = await loadLookups(ctx);
    const mapping = job.mapping ?? {};
    const dedupe = job.dedupe ?? 'skip';
    const headerIndex = new Map(job.headers.map((header, index) => [header, index]));
    // Records of this run by dedupe key, so a file's own duplicates follow the same rule.
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
      let lastUpdated: number | undefined;
      const items: MappedRow[] = [];
      for (const { row, cells } of batch) {
        const fields: Record<string, string> = {};
        for (const [header, field] of Object.entries(mapping)) {
          const value = cells[headerIndex.get(header) ?? -1];
          if (field && value) fields[field] = importedCell(value);
        }
        try {
          items.push({ row, mapped: target.map(fields, lookups) });
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          addError(row, error.message);
        }
      }
      const lastCreated = await db.transaction(async (tx) => {
        const usable = batchHook
          ? await batchHook(tx, { organizationId, actorId: job.createdById, rows: items, addError })
          : items;
        const existing = await target.find(
          tx,
          organizationId,
          usable.flatMap((item) => item.mapped.keys),
        );
        const known = new Map(seen);
        for (const record of existing) for (const key of record.keys) known.set(key, record.id);
        const toInsert: Mapped[] = [];
        for (const { mapped } of usable) {
          const match = mapped.keys.map((key) => known.get(key)).find((id) => id !== undefined);
          if (match !== undefined && dedupe === 'skip') {
            next.skipped += 1;
          } else if (match !== undefined && dedupe === 'update') {
            if (await target.update(tx, organizationId, match, mapped.values)) {
              next.updated += 1;
              lastUpdated = match;
            } else next.skipped += 1;
          } else {
            toInsert.push(mapped);
            // Later rows of the file with the same keys now match this one.
            if (dedupe !== 'create') for (const key of mapped.keys) known.set(key, -1);
          }
        }
        const ids = await target.insert(
          tx,
          organizationId,
          job.createdById,
          toInsert.map((mapped) => ({ ...mapped.defaults, ...mapped.values })),
        );
        next.created += ids.length;
        const notes = toInsert
          .map((mapped, index) => ({ note: mapped.note, id: ids[index] }))
          .filter(
            (entry): entry is { note: string; id: number } => Boolean(entry.note) && entry.id !== undefined,
          );
        if (notes.length) {
          await importNotes(tx, organizationId, job.createdById, target.subjectType, notes);
        }
        toInsert.forEach((mapped, index) => {
          const newId = ids[index];
          if (newId === undefined || dedupe === 'create') return;
          for (const key of mapped.keys) created.set(key, newId);
        });
        const written = await updateImportJob(
          tx,
          organizationId,
          id,
          { processed: processed + batch.length, report: next },
          { status: 'running', processed },
        );
        if (!written) throw new JobTakenOver();
        return ids.at(-1);
      });
      // One event per committed batch: open lists refresh on any event of the module, so they
      // grow as the import runs without refetching once per row.
      const { module } = target;
      if (lastCreated !== undefined) broadcast('record.created', { module, id: lastCreated });
      else if (lastUpdated !== undefined) broadcast('record.updated', { module, id: lastUpdated });
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
      db,
      organizationId,
      id,
      { status: 'completed', processed, report, finishedAt: new Date() },
      { status: 'running', processed },
    );
  } catch (error) {
    // Another runner has the job now and reports it; this one just stops.
    if (error instanceof JobTakenOver) return;
    // The report is the committed one: the failed batch's rows were rolled back.
    await updateImportJob(
      db,
      organizationId,
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
