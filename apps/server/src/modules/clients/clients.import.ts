import { createClientSchema } from '@aurora/contracts/clients';
import {
  findPeople,
  firstIssue,
  type ImportTarget,
  type Lookups,
  list,
  type Mapped,
  ownerIdOf,
  personKeys,
  phoneColumns,
  RowError,
  truthy,
} from '#records/imports/import-target.ts';
import {
  type ClientValues,
  findClientsByEmailOrPhone,
  insertClientsBulk,
  updateClientFromImport,
} from './clients.service.ts';

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
  Object.assign(values, phoneColumns(fields.phone, lookups));
  if (fields.tags) values.tags = [...new Set(list(fields.tags))];
  if (fields.marketing_consent) values.marketingConsent = truthy(fields.marketing_consent);
  if (fields.owner_email) values.ownerId = ownerIdOf(fields.owner_email, lookups);
  return { values, keys: personKeys(values), note: fields.note || null };
}

export const clientImport: ImportTarget = {
  module: 'clients',
  subjectType: 'client',
  required: [{ anyOf: ['name'], label: 'name' }],
  headerAliases: { name: 'name', nombre: 'name', clientname: 'name' },
  map: mapClient,
  find: findPeople(findClientsByEmailOrPhone),
  insert: (db, organizationId, actorId, values) =>
    insertClientsBulk(
      db,
      organizationId,
      actorId,
      values.map((value) => ({ phoneDigits: '', ...value }) as ClientValues),
    ),
  update: updateClientFromImport,
};
