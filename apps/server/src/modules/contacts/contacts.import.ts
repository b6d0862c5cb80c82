import { createContactSchema } from '@aurora/contracts/contacts';
import {
  type ClientValues,
  existingClientIds,
  findClientsByName,
  insertClientsBulk,
} from '#modules/clients/clients.service.ts';
import {
  type BatchHook,
  findPeople,
  firstIssue,
  type ImportTarget,
  type Lookups,
  type Mapped,
  type MappedRow,
  personKeys,
  phoneColumns,
  RowError,
  splitName,
  toDay,
  truthy,
} from '#records/imports/import-target.ts';
import {
  type ContactValues,
  findContactsByEmailOrPhone,
  insertContactsBulk,
  updateContactFromImport,
} from './contacts.service.ts';

/** A contact and the client it names: by id, or by name. */
type MappedContact = Mapped & { clientId?: number; clientName?: string };

function mapContact(fields: Record<string, string>, lookups: Lookups): MappedContact {
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
  Object.assign(values, phoneColumns(fields.phone, lookups));
  const mapped: MappedContact = {
    values,
    keys: personKeys(values),
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

/**
 * Gives each contact of a batch its client: ids must be the organization's, names are found or
 * created once per run (any case). Rows left without a client are not written.
 */
function resolveClients(): BatchHook<MappedContact> {
  const clientsByName = new Map<string, number>();
  return async (tx, { organizationId, actorId, rows, addError }) => {
    const ids = [
      ...new Set(rows.map((item) => item.mapped.clientId).filter((id): id is number => id !== undefined)),
    ];
    const valid = new Set(await existingClientIds(tx, organizationId, ids));
    const names = [
      ...new Set(
        rows
          .map((item) => item.mapped.clientName?.toLowerCase())
          .filter((name): name is string => name !== undefined && !clientsByName.has(name)),
      ),
    ];
    for (const client of await findClientsByName(tx, organizationId, names)) {
      if (!clientsByName.has(client.name.toLowerCase()))
        clientsByName.set(client.name.toLowerCase(), client.id);
    }
    const missing = new Map<string, string>();
    for (const item of rows) {
      const name = item.mapped.clientName;
      if (name && !clientsByName.has(name.toLowerCase()) && !missing.has(name.toLowerCase())) {
        missing.set(name.toLowerCase(), name);
      }
    }
    if (missing.size) {
      const created = await insertClientsBulk(
        tx,
        organizationId,
        actorId,
        [...missing.values()].map((name) => ({ name, phoneDigits: '' }) as ClientValues),
      );
      [...missing.keys()].forEach((key, index) => {
        const createdId = created[index];
        if (createdId !== undefined) clientsByName.set(key, createdId);
      });
    }
    const clientIdOf = ({ row, mapped }: MappedRow<MappedContact>) => {
      if (mapped.clientName) return clientsByName.get(mapped.clientName.toLowerCase());
      if (mapped.clientId !== undefined && valid.has(mapped.clientId)) return mapped.clientId;
      addError(row, 'client_id: No such client in this organization.');
      return undefined;
    };
    return rows.flatMap((item) => {
      const clientId = clientIdOf(item);
      if (clientId === undefined) return [];
      return [{ row: item.row, mapped: { ...item.mapped, values: { ...item.mapped.values, clientId } } }];
    });
  };
}

export const contactImport: ImportTarget<MappedContact> = {
  module: 'contacts',
  subjectType: 'contact',
  required: [
    { anyOf: ['first_name', 'full_name'], label: 'first_name or full_name' },
    { anyOf: ['client_name', 'client_id'], label: 'client_name or client_id' },
  ],
  map: mapContact,
  find: findPeople(findContactsByEmailOrPhone),
  insert: (db, organizationId, actorId, values) =>
    insertContactsBulk(
      db,
      organizationId,
      actorId,
      values.map((value) => ({ phoneDigits: '', ...value }) as ContactValues),
    ),
  update: updateContactFromImport,
  createBatchHook: resolveClients,
};
