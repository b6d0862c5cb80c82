import { createLeadSchema } from '@aurora/contracts/leads';
import {
  findPeople,
  firstIssue,
  type ImportTarget,
  type Lookups,
  list,
  lookupKey,
  type Mapped,
  ownerIdOf,
  personKeys,
  phoneColumns,
  RowError,
  splitName,
  toDay,
  truthy,
} from '#records/imports/import-target.ts';
import {
  findLeadsByEmailOrPhone,
  insertLeadsBulk,
  type LeadValues,
  updateLeadFromImport,
} from './leads.service.ts';

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
  Object.assign(values, phoneColumns(fields.phone, lookups));
  if (fields.status) {
    const status = lookupKey(lookups.statuses.get('lead'), fields.status);
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
  if (fields.owner_email) values.ownerId = ownerIdOf(fields.owner_email, lookups);
  return { values, keys: personKeys(values), note: fields.note || null };
}

export const leadImport: ImportTarget = {
  module: 'leads',
  subjectType: 'lead',
  required: [{ anyOf: ['first_name', 'full_name'], label: 'first_name or full_name' }],
  headerAliases: { name: 'full_name' },
  map: mapLead,
  find: findPeople(findLeadsByEmailOrPhone),
  insert: (db, organizationId, actorId, values) =>
    insertLeadsBulk(
      db,
      organizationId,
      actorId,
      values.map((value) => ({ status: 'new', phoneDigits: '', ...value }) as LeadValues),
    ),
  update: updateLeadFromImport,
};
