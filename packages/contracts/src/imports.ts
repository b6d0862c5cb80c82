/**
 * CSV import of leads, clients, contacts, opportunities and suppliers, as a background job that
 * survives navigation:
 * 1. `POST /{module}/imports` (`multipart/form-data`, one `file` field, UTF-8 CSV with a header
 *    row, comma or semicolon separated) -> `201 {data: job}` in status `pending` with `headers`,
 *    `preview` (first rows) and `suggested_mapping`.
 * 2. `POST /imports/{id}/start {mapping, dedupe}` -> `202 {data: job}` in status `running`.
 * 3. `GET /imports/{id}` until `completed` (or `failed`): `progress` and then `report`.
 * Dedupe looks for an existing record of the module with the row's email or phone: `skip` leaves
 * it, `update` fills it with the row's non-empty values, `create` ignores duplicates.
 * Contacts need a client: map `client_name` (matched by name, created when missing) or `client_id`.
 * Opportunities have no email or phone: dedupe matches the row's `id` (an exported file edited and
 * imported again), else the same title for the same client. Their client is `client_id` or
 * `client_name` (matched by name, never created: a row naming an unknown client is an error);
 * `amount` is in major units (`4500.00`), `stage` a stage's key or name.
 * Suppliers need a name and a category (a `supplier_categories` key or label, any case); dedupe
 * matches the same name (any case) or email. `commission_rate` is a percentage (`12.5`, `12,5`,
 * `12.5%`), `currency` the organization's when not given.
 */
import { z } from 'zod';
import { timestampSchema } from './http.ts';
import { type RecordModule, userRefSchema } from './records.ts';

export const IMPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const DEDUPE_MODES = ['skip', 'update', 'create'] as const;
export type DedupeMode = (typeof DEDUPE_MODES)[number];

export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_PREVIEW_ROWS = 5;

const importFields = {
  leads: [
    'first_name',
    'last_name',
    'full_name',
    'email',
    'phone',
    'status',
    'source',
    'destinations',
    'travel_start',
    'travel_end',
    'adults',
    'children',
    'infants',
    'budget_amount',
    'budget_currency',
    'purpose',
    'next_action_at',
    'do_not_call',
    'owner_email',
    'note',
  ],
  clients: [
    'type',
    'name',
    'email',
    'phone',
    'address_line',
    'city',
    'region',
    'postal_code',
    'country',
    'tax_id',
    'preferred_language',
    'preferred_currency',
    'tags',
    'marketing_consent',
    'owner_email',
    'note',
  ],
  contacts: [
    'client_name',
    'client_id',
    'first_name',
    'last_name',
    'full_name',
    'email',
    'phone',
    'is_primary',
    'relationship',
    'date_of_birth',
    'nationality',
    'passport_number',
    'passport_country',
    'passport_expiry',
    'note',
  ],
  opportunities: [
    'id',
    'title',
    'client_name',
    'client_id',
    'stage',
    'probability',
    'amount',
    'currency',
    'expected_close_date',
    'source',
    'owner_email',
    'next_step',
    'lost_reason',
    'lost_note',
    'note',
  ],
  suppliers: [
    'name',
    'category',
    'phone',
    'email',
    'website',
    'commission_rate',
    'payment_terms',
    'currency',
    'preferred',
    'owner_email',
    'note',
  ],
} satisfies Partial<Record<RecordModule, readonly string[]>>;
export type ImportModule = keyof typeof importFields;
/** The fields a CSV column can be mapped to, per module: a module is imported when it is here. */
export const IMPORT_FIELDS: Record<ImportModule, readonly string[]> = importFields;
export const IMPORT_MODULES = Object.keys(IMPORT_FIELDS) as [ImportModule, ...ImportModule[]];

/** CSV header -> field; a header mapped to null (or absent) is ignored. */
export const importMappingSchema = z.record(z.string(), z.string().nullable());

export const importErrorSchema = z.object({
  /** 1-based data row (the header row is 0), as a spreadsheet user counts below the header. */
  row: z.number().int(),
  message: z.string(),
});

export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importErrorSchema),
  /** Errors beyond the first 200 are counted, not listed. */
  errors_count: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importJobSchema = z.object({
  id: z.number().int(),
  module: z.enum(IMPORT_MODULES),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  headers: z.array(z.string()),
  preview: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  suggested_mapping: importMappingSchema,
  mapping: importMappingSchema.nullable(),
  dedupe: z.enum(DEDUPE_MODES).nullable(),
  progress: z.object({ processed: z.number().int(), total: z.number().int() }),
  report: importReportSchema,
  /** Why a job failed as a whole. */
  error: z.string().nullable(),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  finished_at: timestampSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const startImportSchema = z.object({
  mapping: importMappingSchema,
  dedupe: z.enum(DEDUPE_MODES).default('skip'),
});
export type StartImportInput = z.input<typeof startImportSchema>;
