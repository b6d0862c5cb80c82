import { MAX_INTEGER } from '@aurora/contracts/http';
import { MoneyError, toMinorUnits } from '@aurora/contracts/money';
import {
  createOpportunitySchema,
  LOST_REASON_REQUIRED,
  OPPORTUNITY_AMOUNT_MAX,
} from '@aurora/contracts/opportunities';
import { existingClientIds, findClientsByName } from '#modules/clients/clients.service.ts';
import {
  type BatchHook,
  firstIssue,
  type ImportTarget,
  type Lookups,
  lookupKey,
  type Mapped,
  type MappedRow,
  ownerIdOf,
  RowError,
  toDay,
} from '#records/imports/import-target.ts';
import {
  dealKey,
  findOpportunitiesByKeys,
  firstOpenStageKey,
  insertOpportunitiesBulk,
  type OpportunityValues,
  updateOpportunityFromImport,
} from './opportunities.service.ts';

/** A deal and the client it names (by id or by name), found by the batch hook. */
type MappedOpportunity = Mapped & { clientId?: number; clientName?: string };

const textFields = createOpportunitySchema.pick({
  title: true,
  probability: true,
  expected_close_date: true,
  next_step: true,
  lost_note: true,
});

const positiveId = (value: string, field: string) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_INTEGER) throw new RowError(`${field}: Must be an id.`);
  return id;
};

/** A row's amount in minor units; past the largest amount a deal can hold, the row's error. */
function minorUnitsOf(amount: string, decimals: number): number {
  try {
    const minor = toMinorUnits(amount, decimals);
    if (minor <= OPPORTUNITY_AMOUNT_MAX) return minor;
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
  }
  throw new RowError('amount: This amount is too large.');
}

function mapOpportunity(fields: Record<string, string>, lookups: Lookups): MappedOpportunity {
  const parsed = textFields.safeParse({
    title: fields.title ?? '',
    probability: fields.probability ? Number(fields.probability) : null,
    expected_close_date: fields.expected_close_date ? toDay(fields.expected_close_date) : null,
    next_step: fields.next_step || null,
    lost_note: fields.lost_note || null,
  });
  if (!parsed.success) throw new RowError(firstIssue(parsed.error));
  const deal = parsed.data;
  const currency = (fields.currency || lookups.currency).trim().toUpperCase();
  const decimals = lookups.currencies.get(currency);
  if (decimals === undefined) throw new RowError('currency: Unknown currency.');
  const values: Partial<OpportunityValues> = { title: deal.title, currency };
  if (fields.amount) {
    const amount = fields.amount.replace(/[\s,](?=\d{3}\b)/g, '');
    if (!/^\d+(\.\d+)?$/.test(amount)) throw new RowError('amount: Must be an amount such as 4500.00.');
    values.amount = minorUnitsOf(amount, decimals);
  }
  if (fields.stage) {
    const stage = lookupKey(lookups.statuses.get('opportunity'), fields.stage);
    if (!stage) throw new RowError(`stage: Unknown stage "${fields.stage}".`);
    values.stage = stage;
  }
  const definition = (field: 'source' | 'lost_reason', list: string) => {
    if (!fields[field]) return undefined;
    const key = lookupKey(lookups.definitions.get(list), fields[field]);
    if (!key) throw new RowError(`${field}: Unknown value "${fields[field]}".`);
    return key;
  };
  values.source = definition('source', 'lead_sources');
  values.lostReason = definition('lost_reason', 'lost_reasons');
  const kind = values.stage ? lookups.stageKinds.get('opportunity')?.get(values.stage) : undefined;
  if (kind === 'lost' && !values.lostReason) throw new RowError(`lost_reason: ${LOST_REASON_REQUIRED}`);
  if (kind !== 'lost' && (values.lostReason || deal.lost_note)) {
    throw new RowError('lost_reason: Only a deal in a lost stage has a lost reason.');
  }
  if (fields.probability) values.probability = deal.probability;
  if (fields.expected_close_date) values.expectedCloseDate = deal.expected_close_date;
  if (fields.next_step) values.nextStep = deal.next_step;
  if (fields.lost_note) values.lostNote = deal.lost_note;
  if (fields.owner_email) values.ownerId = ownerIdOf(fields.owner_email, lookups);
  const mapped: MappedOpportunity = {
    values,
    keys: fields.id ? [`id:${positiveId(fields.id, 'id')}`] : [],
    note: fields.note || null,
  };
  if (fields.client_id) mapped.clientId = positiveId(fields.client_id, 'client_id');
  else if (fields.client_name) mapped.clientName = fields.client_name.trim();
  else throw new RowError('client_name: A deal needs its client.');
  return mapped;
}

/**
 * Gives each deal of a batch its client: an id of the organization, or the name of one of its
 * clients (any case); a deal is never the reason a client is created. Adds the client-and-title key.
 */
function resolveClients(): BatchHook<MappedOpportunity> {
  const clientsByName = new Map<string, number>();
  return async (tx, { organizationId, rows, addError }) => {
    const ids = [...new Set(rows.flatMap((item) => (item.mapped.clientId ? [item.mapped.clientId] : [])))];
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
    const clientIdOf = ({ row, mapped }: MappedRow<MappedOpportunity>) => {
      const clientId = mapped.clientName
        ? clientsByName.get(mapped.clientName.toLowerCase())
        : valid.has(mapped.clientId ?? 0)
          ? mapped.clientId
          : undefined;
      if (clientId === undefined) {
        addError(
          row,
          mapped.clientName
            ? `client_name: No client named "${mapped.clientName}".`
            : 'client_id: No such client in this organization.',
        );
      }
      return clientId;
    };
    return rows.flatMap((item) => {
      const clientId = clientIdOf(item);
      if (clientId === undefined) return [];
      const { mapped } = item;
      return [
        {
          row: item.row,
          mapped: {
            ...mapped,
            values: { ...mapped.values, clientId },
            keys: [...mapped.keys, dealKey(clientId, String(mapped.values.title))],
          },
        },
      ];
    });
  };
}

export const opportunityImport: ImportTarget<MappedOpportunity> = {
  module: 'opportunities',
  subjectType: 'opportunity',
  required: [
    { anyOf: ['title'], label: 'title' },
    { anyOf: ['client_name', 'client_id'], label: 'client_name or client_id' },
  ],
  headerAliases: {
    deal: 'title',
    name: 'title',
    titulo: 'title',
    value: 'amount',
    importe: 'amount',
    monto: 'amount',
    etapa: 'stage',
    closedate: 'expected_close_date',
    expectedclose: 'expected_close_date',
    closingdate: 'expected_close_date',
    cierre: 'expected_close_date',
    cierreprevisto: 'expected_close_date',
  },
  map: mapOpportunity,
  find: findOpportunitiesByKeys,
  insert: async (db, organizationId, actorId, values) => {
    const stage = await firstOpenStageKey(db);
    // Rows are complete but for the stage: the title, client and currency are in every mapped row.
    return insertOpportunitiesBulk(
      db,
      organizationId,
      actorId,
      values.map((value) => ({ stage, ...value }) as OpportunityValues),
    );
  },
  update: updateOpportunityFromImport,
  createBatchHook: resolveClients,
};
