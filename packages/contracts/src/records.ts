/**
 * The record machinery every business module shares: list queries, typed phones and emails,
 * owners, bulk actions, duplicate warnings, the activity timeline and record events.
 *
 * ## List query grammar (`GET /api/v2/{org}/{module}`)
 *
 * Plain query-string keys, which Fastify's default parser hands over as literal keys:
 *
 * - `page` (from 1), `per_page` (1..100, default 25).
 * - `sort=-created_at` or `sort=status,-created_at`: listed columns, `-` for descending; the id
 *   always breaks ties, so pages are stable.
 * - `q=...`: search by name, email or phone. A phone typed in any format matches (its digits are
 *   compared with the stored E.164 number and with its national digits).
 * - Filters, one key per field and operator (the operators allowed depend on the field's type,
 *   see {@link FILTER_OPERATORS}):
 *   - `filter[status]=new,contacted`: equals; a comma-separated list means "any of" (text, enum,
 *     relation, number). Boolean fields take `true` or `false`.
 *   - `filter[owner_id]=me`: relations take ids, and `me` for the signed-in user (`me,12` works).
 *   - `filter[last_name][contains]=gar`: case-insensitive substring (text).
 *   - `filter[created_at][after]=2026-01-01`, `filter[created_at][before]=2026-01-31`: dates,
 *     both bounds inclusive when given as a day (`YYYY-MM-DD`); a full ISO timestamp is exact
 *     (`after` is `>=`, `before` is `<`).
 *   - `filter[adults][gte]=2`, `filter[adults][lte]=4`: numbers.
 *   - `filter[email][empty]=true` (is empty) or `=false` (is not empty): every type.
 *   - Related records use a dotted field: `filter[client.city][contains]=bogo` (contacts of the
 *     clients in a city), `filter[client.owner_id]=me`.
 *   An unknown `filter[...]` key or operator answers 422 naming it.
 *
 * Answers are `{data: [...], meta: {current_page, per_page, total, last_page}}`.
 */
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.ts';
import { idSchema, MAX_INTEGER, pageNumberSchema, pathIdSchema, timestampSchema } from './http.ts';

/**
 * Every record type, declared once: its module (the URL segment, the saved views' and record
 * events' name), whether it is a subject (notes, files, timeline, Cmd+K search, calls about it)
 * and whether it has a record list (saved views and record events). The lists below derive from
 * it, so a new record type is one entry here. Calls are named by tasks but listed by their module.
 */
export const RECORD_TYPES = {
  lead: { module: 'leads', subject: true, listed: true },
  client: { module: 'clients', subject: true, listed: true },
  contact: { module: 'contacts', subject: true, listed: true },
  opportunity: { module: 'opportunities', subject: true, listed: true },
  trip: { module: 'trips', subject: true, listed: true },
  supplier: { module: 'suppliers', subject: true, listed: true },
  task: { module: 'tasks', subject: false, listed: true },
  call: { module: 'calls', subject: false, listed: false },
  invoice: { module: 'invoices', subject: false, listed: true },
  payment: { module: 'payments', subject: false, listed: true },
} as const satisfies Record<string, { module: string; subject: boolean; listed: boolean }>;
export type RecordTypeName = keyof typeof RECORD_TYPES;

type Declared = typeof RECORD_TYPES;
type TypesWith<Flag extends 'subject' | 'listed'> = {
  [Type in RecordTypeName]: Declared[Type][Flag] extends true ? Type : never;
}[RecordTypeName];
const typesWith = <Flag extends 'subject' | 'listed'>(flag: Flag) =>
  (Object.keys(RECORD_TYPES) as RecordTypeName[]).filter((type) => RECORD_TYPES[type][flag]) as [
    TypesWith<Flag>,
    ...TypesWith<Flag>[],
  ];

/** Modules whose records the list machinery, saved views and record events serve. */
export const RECORD_MODULES = typesWith('listed').map((type) => RECORD_TYPES[type].module) as [
  Declared[TypesWith<'listed'>]['module'],
  ...Declared[TypesWith<'listed'>]['module'][],
];
export type RecordModule = (typeof RECORD_MODULES)[number];

/** What notes, attachments, activity and search results hang on: the singular of a module. */
export const SUBJECT_TYPES = typesWith('subject');
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const isSubjectType = (value: string | undefined): value is SubjectType =>
  (SUBJECT_TYPES as readonly (string | undefined)[]).includes(value);

export const MODULE_OF_SUBJECT = Object.fromEntries(
  SUBJECT_TYPES.map((type) => [type, RECORD_TYPES[type].module]),
) as { [Type in SubjectType]: Declared[Type]['module'] };

/**
 * Web path of a record below `/{orgCode}`, the one rule the server (search results) and the web
 * app (timeline, palette, lists) share. Contacts open on their client's page (`?contact=`).
 */
export function recordUrl(type: SubjectType, id: number, clientId?: number | null): string {
  if (type === 'contact') return `/clients/${clientId}?contact=${id}`;
  // Suppliers have no page of their own: their edit screen shows their bookings (spec).
  if (type === 'supplier') return `/suppliers/${id}/edit`;
  return `/${MODULE_OF_SUBJECT[type]}/${id}`;
}

// ---------------------------------------------------------------------------------------------
// Filters

export const FILTER_TYPES = ['text', 'enum', 'date', 'boolean', 'number', 'relation'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const FILTER_OPERATORS_ALL = ['eq', 'contains', 'after', 'before', 'gte', 'lte', 'empty'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS_ALL)[number];

/** The operators each field type accepts; `eq` is the bare `filter[field]` key. */
export const FILTER_OPERATORS: Record<FilterType, readonly FilterOperator[]> = {
  text: ['eq', 'contains', 'empty'],
  enum: ['eq', 'empty'],
  date: ['after', 'before', 'empty'],
  boolean: ['eq'],
  number: ['eq', 'gte', 'lte', 'empty'],
  relation: ['eq', 'empty'],
};

/** A module's filterable fields and their types, e.g. `{status: 'enum', created_at: 'date'}`. */
export type FilterFields = Readonly<Record<string, FilterType>>;

/** The query-string key of a field and operator: `filter[status]`, `filter[created_at][after]`. */
export const filterKey = (field: string, operator: FilterOperator = 'eq') =>
  operator === 'eq' ? `filter[${field}]` : `filter[${field}][${operator}]`;

/** Reads a query-string key back into its field and operator; undefined when it is not a filter key. */
export function parseFilterKey(key: string): { field: string; operator: FilterOperator } | undefined {
  const match = key.match(/^filter\[([a-z0-9_.]+)\](?:\[([a-z]+)\])?$/);
  if (!match?.[1]) return undefined;
  const operator = (match[2] ?? 'eq') as FilterOperator;
  if (!(FILTER_OPERATORS_ALL as readonly string[]).includes(operator)) return undefined;
  return { field: match[1], operator };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDateValue = (value: string) =>
  (DAY.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value)) && !Number.isNaN(Date.parse(value));

function filterValueSchema(type: FilterType, operator: FilterOperator) {
  const text = z.string().trim().min(1, { error: 'The filter value is required.' }).max(500);
  if (operator === 'empty' || type === 'boolean') {
    return z.enum(['true', 'false'], { error: 'Must be true or false.' });
  }
  if (operator === 'after' || operator === 'before') {
    return text.refine(isDateValue, { error: 'Must be a date (YYYY-MM-DD) or an ISO timestamp.' });
  }
  if (type === 'number') {
    return text
      .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?)*$/, { error: 'Must be a number or numbers.' })
      .refine((value) => value.split(',').every((number) => Math.abs(Number(number)) <= MAX_INTEGER), {
        error: `Must be between -${MAX_INTEGER} and ${MAX_INTEGER}.`,
      });
  }
  if (type === 'relation') {
    return text
      .regex(/^(me|\d{1,10})(,(me|\d{1,10}))*$/, { error: 'Must be ids, or me.' })
      .refine((value) => value.split(',').every((id) => id === 'me' || Number(id) <= MAX_INTEGER), {
        error: 'No record has this id.',
      });
  }
  return text;
}

/** Builds `sort` for the given columns: one or more, comma-separated, each with an optional `-`. */
export function sortSchema(columns: readonly string[], defaultSort: string) {
  return z
    .string()
    .trim()
    .max(200)
    .default(defaultSort)
    .refine(
      (value) =>
        value.split(',').every((part) => columns.includes(part.trim().replace(/^-/, ''))) &&
        value.split(',').length <= 3,
      { error: `Sort by up to three of: ${columns.join(', ')} (prefix - for descending).` },
    );
}

/**
 * The query of a module's list: `page`, `per_page`, `sort`, `q` and one optional key per
 * allowed filter field and operator. Other `filter[...]` keys answer 422.
 */
export function listQueryFor(options: {
  filters: FilterFields;
  sorts: readonly string[];
  defaultSort: string;
}) {
  const filterShape: Record<string, z.ZodType> = {};
  for (const [field, type] of Object.entries(options.filters)) {
    for (const operator of FILTER_OPERATORS[type]) {
      filterShape[filterKey(field, operator)] = filterValueSchema(type, operator).optional();
    }
  }
  return z
    .looseObject({
      page: pageNumberSchema,
      per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
      sort: sortSchema(options.sorts, options.defaultSort),
      q: z.string().trim().max(200).optional(),
      ...filterShape,
    })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (key.startsWith('filter') && !(key in filterShape)) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'This filter is not supported.' });
        }
      }
    });
}

/** What a parsed list query carries, whatever the module. */
export type ListQueryValues = {
  page: number;
  per_page: number;
  sort: string;
  q?: string | undefined;
  [filterKey: string]: unknown;
};

/**
 * A list's state as the web app keeps it (and syncs with the URL). `filters` is keyed by field,
 * then operator: `{status: {eq: 'new,contacted'}, created_at: {after: '2026-01-01'}}`.
 */
export type ListState = {
  page?: number;
  per_page?: number;
  sort?: string;
  q?: string;
  filters?: Record<string, Partial<Record<FilterOperator, string>>>;
};

/**
 * ListState -> query-string entries in the grammar above (empty values are left out):
 * `new URLSearchParams(toListParams(state))`.
 */
export function toListParams(state: ListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.page && state.page > 1) params.page = String(state.page);
  if (state.per_page) params.per_page = String(state.per_page);
  if (state.sort) params.sort = state.sort;
  if (state.q) params.q = state.q;
  for (const [field, operators] of Object.entries(state.filters ?? {})) {
    for (const [operator, value] of Object.entries(operators)) {
      if (value !== undefined && value !== '') params[filterKey(field, operator as FilterOperator)] = value;
    }
  }
  return params;
}

/** Query-string entries (a URLSearchParams works) -> ListState; unknown keys are ignored. */
export function fromListParams(entries: Iterable<readonly [string, string]>): ListState {
  const params = new Map(entries);
  const state: ListState = {};
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  const perPage = Number(params.get('per_page'));
  if (Number.isInteger(perPage) && perPage > 0) state.per_page = perPage;
  const sort = params.get('sort');
  if (sort) state.sort = sort;
  const q = params.get('q');
  if (q) state.q = q;
  for (const [key, value] of params) {
    const parsed = parseFilterKey(key);
    if (!parsed || value === '') continue;
    state.filters ??= {};
    state.filters[parsed.field] = { ...state.filters[parsed.field], [parsed.operator]: value };
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Fields shared by people records

export const PHONE_TYPES = ['mobile', 'work', 'home'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const EMAIL_TYPES = ['work', 'home', 'other'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** A phone as answered: E.164. */
export const typedPhoneSchema = z.object({ type: z.enum(PHONE_TYPES), value: z.string() });
export type TypedPhone = z.infer<typeof typedPhoneSchema>;
export const typedEmailSchema = z.object({ type: z.enum(EMAIL_TYPES), value: z.string() });
export type TypedEmail = z.infer<typeof typedEmailSchema>;

/**
 * A phone as sent: any common format (`55 1111 2222`, `(212) 555-0147`, `+52 1 55...`). National
 * numbers are read in the organization's country; stored and answered E.164. An invalid number
 * answers 422 on the field.
 */
export const phoneInputSchema = z
  .string()
  .trim()
  .max(40, { error: 'Must be at most 40 characters.' })
  .nullish()
  .transform((value) => (value ? value : null));

export const emailInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email({ error: 'Must be a valid email address.' })]))
  .nullish()
  .transform((value) => (value ? value : null));

export const typedPhoneInputSchema = z.object({
  type: z.enum(PHONE_TYPES).default('mobile'),
  value: z.string().trim().min(1, { error: 'The phone is required.' }).max(40),
});
export const typedEmailInputSchema = z.object({
  type: z.enum(EMAIL_TYPES).default('work'),
  value: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Must be a valid email address.' })),
});
/** Additional phones and emails; the primary ones are `phone` and `email`. */
export const typedPhonesInputSchema = z.array(typedPhoneInputSchema).max(10);
export const typedEmailsInputSchema = z.array(typedEmailInputSchema).max(10);

export const personNameSchema = (label: string, required: boolean) => {
  const base = z.string().trim().max(100, { error: 'Must be at most 100 characters.' });
  return required ? base.min(1, { error: `The ${label} field is required.` }) : base;
};

/** `YYYY-MM-DD`. */
export const dateOnlySchema = z
  .string()
  .regex(DAY, { error: 'Must be a date like 2026-05-31.' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Must be a valid date.' });
export const optionalDateSchema = z
  .union([z.literal(''), dateOnlySchema])
  .nullish()
  .transform((value) => (value ? value : null));

/** A user shown beside a record: owner, author, actor. */
export const userRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** A linked record: `{id, name}` (name is the full name of people, the name of clients). */
export const recordRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RecordRef = z.infer<typeof recordRefSchema>;

// ---------------------------------------------------------------------------------------------
// Duplicates

/** A record of the same organization whose email or phone matches what is being saved. */
export const duplicateSchema = z.object({
  type: z.enum(SUBJECT_TYPES),
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** What matched. */
  matched: z.enum(['email', 'phone']),
  /** Web path below the organization, e.g. `/leads/12`. */
  url: z.string(),
});
export type Duplicate = z.infer<typeof duplicateSchema>;

/** Create answers `201 {data, warnings: {duplicates: [...]}}`; the record is created anyway. */
export const warningsSchema = z.object({ duplicates: z.array(duplicateSchema) });
export type Warnings = z.infer<typeof warningsSchema>;

/** `GET /{module}/duplicates?email=&phone=&exclude_id=`: the same check, without saving. */
export const duplicatesQuerySchema = z.object({
  email: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(40).optional(),
  /** The record being edited, so it does not match itself. */
  exclude_id: pathIdSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Bulk actions

export const BULK_MAX_IDS = 500;
const bulkIds = z
  .array(idSchema)
  .min(1, { error: 'Select at least one record.' })
  .max(BULK_MAX_IDS, { error: `At most ${BULK_MAX_IDS} records at once.` });

/**
 * `POST /{module}/bulk`. Leads and opportunities take every action (an opportunity's status is its
 * stage, and a lost stage needs `lost_reason`); clients `assign` and `delete`; contacts `delete`.
 * Ids of other organizations (or unknown) are ignored and not counted.
 */
export const bulkActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), ids: bulkIds, owner_id: idSchema.nullable() }),
  z.object({
    action: z.literal('set_status'),
    ids: bulkIds,
    status: z.string().trim().min(1).max(64),
    lost_reason: z.string().trim().min(1).max(64).optional(),
  }),
  z.object({ action: z.literal('delete'), ids: bulkIds }),
]);
export type BulkActionInput = z.input<typeof bulkActionSchema>;
export const BULK_ACTIONS = ['assign', 'set_status', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkResultSchema = z.object({ affected: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ---------------------------------------------------------------------------------------------
// Activity timeline

export const ACTIVITY_TYPES = [
  'created',
  'updated',
  'status_change',
  'assigned',
  'converted',
  'merged',
  'note',
  'attachment',
  'call',
  'task',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * One entry of `GET /{module}/{id}/activity` (newest first, paginated). A client's timeline also
 * holds the entries of the leads converted into it and of its contacts (`subject` says whose).
 */
export const activityItemSchema = z.object({
  /** Unique across types: `note:12`, `event:40`. */
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  at: timestampSchema,
  actor: userRefSchema.nullable(),
  /** One line for people, e.g. `Status changed from New to Contacted`. */
  summary: z.string(),
  subject: z.object({ type: z.enum(SUBJECT_TYPES), id: z.number().int() }),
  /**
   * Type-specific details: status_change `{from, to}`; assigned `{from, to}` (user ids);
   * converted `{client_id, contact_id}`; note `{note_id, body, pinned}`; attachment
   * `{attachment_id, file_name}`; merged `{merged_id, merged_name}`.
   */
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

// ---------------------------------------------------------------------------------------------
// Export and record events

/**
 * `GET /{module}/export?{list query}&columns=a,b` answers `text/csv` with every matching row
 * (no pagination), in the list's sort. Columns default to the module's export columns.
 */
export function exportQueryFor(options: {
  filters: FilterFields;
  sorts: readonly string[];
  defaultSort: string;
  columns: readonly string[];
}) {
  const list = listQueryFor(options);
  return list.safeExtend({
    columns: z
      .string()
      .trim()
      .optional()
      .refine(
        (value) => !value || value.split(',').every((column) => options.columns.includes(column.trim())),
        { error: `Columns must be among: ${options.columns.join(', ')}.` },
      ),
  });
}

/** Published on `private-organization.{organizationId}` after a record changes. */
export const RECORD_EVENTS = ['record.created', 'record.updated', 'record.deleted'] as const;
export type RecordEventName = (typeof RECORD_EVENTS)[number];
/**
 * What `record.*` events name: the record modules, plus calls, teams, agents (an agent's
 * availability, id: the user id) and call settings. The web app refetches the queries keyed by the module.
 */
export const LIVE_MODULES = [...RECORD_MODULES, 'calls', 'teams', 'agents', 'call-settings'] as const;
export const recordEventSchema = z.object({
  module: z.enum(LIVE_MODULES),
  id: z.number().int(),
});
export type RecordEvent = z.infer<typeof recordEventSchema>;

/** Path param of record routes: `/{module}/:id`. */
export const recordIdParamSchema = z.object({ id: pathIdSchema });
