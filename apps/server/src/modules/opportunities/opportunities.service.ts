import { toMajorUnits } from '@aurora/contracts/money';
import {
  type createOpportunitySchema,
  LOST_REASON_REQUIRED,
  type moveOpportunitySchema,
  OPPORTUNITY_NOT_FOUND,
  type Opportunity,
  type updateOpportunitySchema,
} from '@aurora/contracts/opportunities';
import type { ListQueryValues } from '@aurora/contracts/records';
import type { Status } from '@aurora/contracts/reference';
import type { z } from 'zod';
import { isContactOfClient } from '#modules/contacts/contacts.service.ts';
import { teamExists } from '#modules/teams/teams.service.ts';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, isDeadlock, notFound } from '#platform/errors.ts';
import {
  currencyExists,
  listCurrencies,
  listDefinitions,
  listStatuses,
} from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { emitDomainEvent } from '#records/domain-events.ts';
import { assignOwner, type BulkHandlers } from '#records/record-lifecycle.ts';
import { existingRecordIds } from '#records/record-lookup.ts';
import {
  changeActivities,
  checkDefinitions,
  checkOwner,
  exportRecords,
  insertRecordsBulk,
  publishRecordEvent,
  recordActivity,
  recordCreation,
  recordReader,
  type Subject,
  throwIfInvalid,
  toRecordRef,
  toUserRef,
} from '#records/records.service.ts';
import {
  countOpportunities as countOpportunityRows,
  countWonByOwner,
  findOpportunitiesByIdOrTitle,
  findOpportunity,
  findOpportunityStages,
  findSlot,
  findSlotAfter,
  insertOpportunities,
  lockOpportunity,
  type OpportunityRow,
  type OpportunityValues,
  opportunityListQuery,
  opportunityListSpec,
  POSITION_GAP,
  relinkPrimaryContact,
  renumberColumn,
  topPositionOf,
  touchOpportunities,
  updateOpportunities,
} from './opportunities.repository.ts';

export type CreateOpportunityInput = z.output<typeof createOpportunitySchema>;
export type UpdateOpportunityInput = z.output<typeof updateOpportunitySchema>;
export type MoveOpportunityInput = z.output<typeof moveOpportunitySchema>;

const DAY_MS = 86_400_000;

export function toOpportunityJson(row: OpportunityRow, now = new Date()): Opportunity {
  const probability = row.probability ?? row.stageProbability ?? 0;
  return {
    id: row.id,
    title: row.title,
    client: { id: row.clientId, name: row.clientName ?? '' },
    primary_contact:
      row.primaryContactId !== null && row.primaryContactName !== null
        ? { id: row.primaryContactId, name: row.primaryContactName, phone: row.primaryContactPhone }
        : null,
    stage: row.stage,
    stage_kind: row.stageKind,
    probability,
    probability_is_custom: row.probability !== null,
    amount: row.amount,
    currency: row.currency,
    weighted_amount: Math.round((row.amount * probability) / 100),
    expected_close_date: row.expectedCloseDate,
    source: row.source,
    owner: toUserRef(row.ownerId, row.ownerName),
    team: toRecordRef(row.teamId, row.teamName),
    next_step: row.nextStep,
    lost_reason: row.lostReason,
    lost_note: row.lostNote,
    closed_at: row.closedAt?.toISOString() ?? null,
    stage_entered_at: row.stageEnteredAt.toISOString(),
    days_in_stage: Math.max(0, Math.floor((now.getTime() - row.stageEnteredAt.getTime()) / DAY_MS)),
    last_activity_at: row.lastActivityAt.toISOString(),
    is_rotting: row.isRotting,
    next_task: row.nextTask && {
      id: row.nextTask.id,
      title: row.nextTask.title,
      due_date: row.nextTask.due_date,
      due_at: row.nextTask.due_at === null ? null : new Date(row.nextTask.due_at).toISOString(),
    },
    lead: toRecordRef(row.leadId, row.leadName),
    created_by: toUserRef(row.createdById, row.createdByName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const opportunitySource = {
  spec: opportunityListSpec,
  list: opportunityListQuery,
  find: findOpportunity,
  toJson: (row: OpportunityRow) => toOpportunityJson(row),
};

const opportunityRecords = recordReader('opportunity', opportunitySource);

export const listOpportunities = opportunityRecords.list;
const getOpportunityRow = opportunityRecords.row;
export const getOpportunity = opportunityRecords.get;

// ---------------------------------------------------------------------------------------------
// Stages

/** The pipeline's stages in board order. */
export const listStages = (db: Database) => listStatuses(db, 'opportunity');

function stageOf(stages: Status[], key: string, errors: FieldErrors, field = 'stage'): Status | undefined {
  const stage = stages.find((entry) => entry.key === key);
  if (!stage) errors[field] = ['The selected stage is invalid.'];
  return stage;
}

/** Where a new deal starts when no stage is given: the first open stage. */
function firstOpenStage(stages: Status[]): Status {
  const stage = stages.find((entry) => entry.stage_kind === 'open') ?? stages[0];
  if (!stage) throw new Error('No opportunity stages: the reference data lacks them.');
  return stage;
}

export const firstOpenStageKey = async (db: Database) => firstOpenStage(await listStages(db)).key;

/**
 * The columns a deal entering `stage` gets: when it was entered, closed (won or lost) or reopened,
 * and its lost reason, required in a lost stage (kept when it stays there) and cleared out of one.
 * A stage change drops the deal's own probability (the new stage's applies) unless one is given.
 */
function enterStage(
  stage: Status,
  current: { stage: string; lostReason: string | null } | null,
  input: {
    lost_reason?: string | null | undefined;
    lost_note?: string | null | undefined;
    probability?: number | null | undefined;
  },
  errors: FieldErrors,
): Partial<OpportunityValues> {
  const changed = current?.stage !== stage.key;
  const values: Partial<OpportunityValues> = changed
    ? {
        stage: stage.key,
        stageEnteredAt: new Date(),
        closedAt: stage.stage_kind === 'open' ? null : new Date(),
        probability: input.probability ?? null,
      }
    : {};
  if (stage.stage_kind === 'lost') {
    const reason = input.lost_reason !== undefined ? input.lost_reason : current?.lostReason;
    if (!reason) errors.lost_reason = [LOST_REASON_REQUIRED];
    values.lostReason = reason ?? null;
    if (input.lost_note !== undefined) values.lostNote = input.lost_note;
  } else if (input.lost_reason || input.lost_note) {
    errors[input.lost_reason ? 'lost_reason' : 'lost_note'] = [
      'Only a deal in a lost stage has a lost reason.',
    ];
  } else if (changed) {
    values.lostReason = null;
    values.lostNote = null;
  }
  return values;
}

/**
 * The timeline entries of stage and owner changes (a deal's stage is its status); a move to a lost
 * stage says why: `lost_reason` (a key of the lost reasons), its label then, and `lost_note`.
 */
async function changeEvents(
  db: Database,
  stages: Status[],
  before: { id: number; stage: string; ownerId: number | null }[],
  values: Partial<OpportunityValues>,
  actorId: number | null,
) {
  const entries = changeActivities(
    'opportunity',
    before.map((deal) => ({ id: deal.id, status: deal.stage, ownerId: deal.ownerId })),
    { status: values.stage, ownerId: values.ownerId },
    actorId,
    (key) => stages.find((stage) => stage.key === key)?.name ?? key,
  );
  const reason = values.lostReason;
  if (!reason || !entries.some((entry) => entry.type === 'status_change')) return entries;
  const label = (await listDefinitions(db, 'lost_reasons')).find((entry) => entry.key === reason)?.label;
  return entries.map((entry) =>
    entry.type === 'status_change'
      ? {
          ...entry,
          data: {
            ...entry.data,
            lost_reason: reason,
            lost_reason_name: label ?? reason,
            lost_note: values.lostNote ?? null,
          },
        }
      : entry,
  );
}

// ---------------------------------------------------------------------------------------------
// Writes

type OpportunityFields = Partial<UpdateOpportunityInput>;

/** Checks what zod cannot (links, reference keys, owner, currency) and maps to columns. */
async function toOpportunityValues(
  ctx: OrganizationData,
  stages: Status[],
  input: OpportunityFields,
  current: OpportunityRow | null,
  errors: FieldErrors,
): Promise<Partial<OpportunityValues>> {
  const { db, organization } = ctx;
  // A new client drops a primary contact of the old one, unless the input names one.
  const clientChanged = input.client_id !== undefined && input.client_id !== current?.clientId;
  const primaryContactId =
    input.primary_contact_id !== undefined
      ? input.primary_contact_id
      : clientChanged
        ? null
        : (current?.primaryContactId ?? null);
  if (clientChanged || input.primary_contact_id || input.team_id) {
    const clientId = input.client_id ?? current?.clientId ?? 0;
    const teamId = input.team_id ?? null;
    const [client, contact, team] = await Promise.all([
      existingRecordIds(db, organization.id, 'client', [clientId]),
      primaryContactId === null || isContactOfClient(db, organization.id, primaryContactId, clientId),
      teamId === null || teamExists(db, organization.id, teamId),
    ]);
    if (client.length === 0) errors.client_id = ['The selected client is invalid.'];
    else if (!contact)
      errors.primary_contact_id = ["The primary contact must be one of the client's contacts."];
    if (!team) errors.team_id = ['The selected team does not exist in this organization.'];
  }
  await checkDefinitions(
    db,
    [
      { field: 'source', list: 'lead_sources', key: input.source },
      { field: 'lost_reason', list: 'lost_reasons', key: input.lost_reason },
    ],
    errors,
  );
  await checkOwner(db, organization.id, input.owner_id, errors);
  if (input.currency && !(await currencyExists(db, input.currency))) {
    errors.currency = ['The selected currency is invalid.'];
  }
  const stage = stageOf(stages, input.stage ?? current?.stage ?? firstOpenStage(stages).key, errors);
  const stageValues = stage ? enterStage(stage, current, input, errors) : {};
  return {
    title: input.title,
    clientId: input.client_id,
    primaryContactId: clientChanged || input.primary_contact_id !== undefined ? primaryContactId : undefined,
    probability: input.probability,
    amount: input.amount,
    currency: input.currency,
    expectedCloseDate: input.expected_close_date,
    source: input.source,
    ownerId: input.owner_id,
    teamId: input.team_id,
    nextStep: input.next_step,
    lostNote: input.lost_note,
    ...stageValues,
  };
}

/**
 * Creates a deal in `ctx.db` (a transaction of the caller's, for a lead's conversion) at the top
 * of its stage's column, with its `created` entry; answers its id. Publishing is the caller's.
 */
export async function createOpportunityRecord(
  ctx: OrganizationContext,
  input: CreateOpportunityInput & { lead_id?: number },
): Promise<number> {
  const { db, organization, actorId } = ctx;
  const stages = await listStages(db);
  const errors: FieldErrors = {};
  const values = await toOpportunityValues(
    ctx,
    stages,
    {
      ...input,
      currency: input.currency ?? organization.currency,
      owner_id: input.owner_id === undefined ? actorId : input.owner_id,
    },
    null,
    errors,
  );
  throwIfInvalid(errors);
  // Every column a new deal needs is there: its title, client and amount by the schema, its stage
  // and currency as defaulted above.
  const complete = values as OpportunityValues;
  const [id] = await insertOpportunities(db, organization.id, [
    {
      ...complete,
      boardPosition: await topPositionOf(db, organization.id, complete.stage),
      leadId: input.lead_id ?? null,
      createdById: actorId,
    },
  ]);
  if (id === undefined) throw new Error('INSERT opportunities returned no row');
  await recordCreation(db, organization.id, { type: 'opportunity', id }, actorId);
  return id;
}

export async function createOpportunity(
  ctx: OrganizationContext,
  input: CreateOpportunityInput,
): Promise<{ data: Opportunity }> {
  const id = await ctx.db.transaction((tx) => createOpportunityRecord({ ...ctx, db: tx }, input));
  publishRecordEvent(ctx, 'record.created', { module: 'opportunities', id });
  return { data: await getOpportunity(ctx, id) };
}

/** Partial update; a new stage puts the deal at the top of that column (see `moveOpportunity`). */
export async function updateOpportunity(
  ctx: OrganizationContext,
  id: number,
  input: UpdateOpportunityInput,
): Promise<Opportunity> {
  const { db, organization, actorId } = ctx;
  const current = await getOpportunityRow(db, organization.id, id);
  const stages = await listStages(db);
  const errors: FieldErrors = {};
  const values = await toOpportunityValues(ctx, stages, input, current, errors);
  throwIfInvalid(errors);
  await db.transaction(async (tx) => {
    if (values.stage !== undefined) {
      values.boardPosition = await topPositionOf(tx, organization.id, values.stage);
    }
    await updateOpportunities(tx, organization.id, [id], values);
    await recordActivity(tx, organization.id, await changeEvents(tx, stages, [current], values, actorId));
    if (values.stage)
      await emitDomainEvent(
        tx,
        'opportunity.stage_changed',
        {
          organizationId: organization.id,
          opportunityId: id,
          actorId,
          fromStage: current.stage,
          toStage: values.stage,
        },
        ctx,
      );
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'opportunities', id });
  return getOpportunity(ctx, id);
}

/**
 * The board position of a card dropped in `stage` below `afterId` (at the top without it, or when
 * that card is no longer in the column): halfway to the next card, the column renumbered first
 * when no number is left between them.
 */
async function positionBelow(
  db: Database,
  organizationId: number,
  stage: string,
  afterId: number | null,
  id: number,
): Promise<number> {
  for (;;) {
    const above =
      afterId !== null && afterId !== id ? await findSlot(db, organizationId, stage, afterId) : undefined;
    const below = await findSlotAfter(db, organizationId, stage, above ?? null, id);
    if (!above) return below ? below.position - POSITION_GAP : 0;
    if (!below) return above.position + POSITION_GAP;
    const middle = (above.position + below.position) / 2;
    if (middle > above.position && middle < below.position) return middle;
    await renumberColumn(db, organizationId, stage);
  }
}

/** Moves a locked deal into a stage at a position; answers whether it existed. */
async function moveInTransaction(
  tx: Database,
  ctx: OrganizationContext,
  stages: Status[],
  id: number,
  input: MoveOpportunityInput,
): Promise<boolean> {
  const organizationId = ctx.organization.id;
  const current = await lockOpportunity(tx, organizationId, id);
  if (!current) return false;
  const errors: FieldErrors = {};
  const stage = stageOf(stages, input.stage, errors);
  const values = stage ? enterStage(stage, current, input, errors) : {};
  if (input.lost_reason)
    await checkDefinitions(
      tx,
      [{ field: 'lost_reason', list: 'lost_reasons', key: input.lost_reason }],
      errors,
    );
  throwIfInvalid(errors);
  values.boardPosition = await positionBelow(tx, organizationId, input.stage, input.after_id ?? null, id);
  await updateOpportunities(tx, organizationId, [id], values);
  await recordActivity(tx, organizationId, await changeEvents(tx, stages, [current], values, ctx.actorId));
  if (values.stage)
    await emitDomainEvent(
      tx,
      'opportunity.stage_changed',
      {
        organizationId,
        opportunityId: id,
        actorId: ctx.actorId,
        fromStage: current.stage,
        toStage: values.stage,
      },
      ctx,
    );
  return true;
}

/**
 * Runs moves in a transaction, again (twice at most) when PostgreSQL cancelled it to break a
 * deadlock: two moves renumbering columns at once may lock each other's cards.
 */
async function inMoveTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt === 3 || !isDeadlock(error)) throw error;
    }
  }
}

/**
 * A drag on the board: one locked read and one small write. Two moves of the same card run one
 * after the other (the row lock), so the later one wins and the card is in one place.
 */
export async function moveOpportunity(
  ctx: OrganizationContext,
  id: number,
  input: MoveOpportunityInput,
): Promise<Opportunity> {
  const stages = await listStages(ctx.db);
  const moved = await inMoveTransaction(ctx.db, (tx) => moveInTransaction(tx, ctx, stages, id, input));
  if (!moved) throw notFound(OPPORTUNITY_NOT_FOUND);
  publishRecordEvent(ctx, 'record.updated', { module: 'opportunities', id });
  return getOpportunity(ctx, id);
}

/**
 * Deals in bulk besides delete: assign an owner, move to a stage (at the top of its column; a
 * lost stage needs `lost_reason`).
 */
export const opportunityBulkActions: BulkHandlers = {
  assign: (ctx, ids, ownerId) =>
    assignOwner(ctx, 'opportunity', ids, ownerId, (tx, chosen) =>
      updateOpportunities(tx, ctx.organization.id, chosen, { ownerId }),
    ),
  setStatus: async (ctx, ids, { status, lost_reason }) => {
    const stages = await listStages(ctx.db);
    const move = { stage: status, lost_reason };
    return inMoveTransaction(ctx.db, async (tx) => {
      const moved: number[] = [];
      for (const id of ids) if (await moveInTransaction(tx, ctx, stages, id, move)) moved.push(id);
      return moved;
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Export, listeners

/** Export rows speak major units of each deal's currency, like the import. */
export async function* exportOpportunities(
  ctx: OrganizationContext,
  query: ListQueryValues,
  columns: readonly string[],
): AsyncGenerator<string[]> {
  const decimals = new Map(
    (await listCurrencies(ctx.db)).map((currency) => [currency.code, currency.decimals]),
  );
  const major = (amount: number, currency: string) => toMajorUnits(amount, decimals.get(currency) ?? 2);
  yield* exportRecords(ctx, query, columns, {
    ...opportunitySource,
    cells: (rows) =>
      rows.map((row) => {
        const deal = toOpportunityJson(row);
        return {
          ...deal,
          client_name: deal.client.name,
          primary_contact_name: deal.primary_contact?.name ?? '',
          owner_name: deal.owner?.name ?? '',
          team_name: deal.team?.name ?? '',
          amount: major(deal.amount, deal.currency),
          weighted_amount: major(deal.weighted_amount, deal.currency),
        };
      }),
  });
}

/** `record.touched`: activity on deals restarts their rotting clock. */
export async function touchTouchedOpportunities(
  db: Database,
  event: { organizationId: number; subjects: Subject[] },
) {
  const ids = event.subjects.filter((subject) => subject.type === 'opportunity').map((subject) => subject.id);
  if (ids.length > 0) await touchOpportunities(db, event.organizationId, ids);
}

/** `contact.merged`: deals follow their primary contact into the surviving one. */
export const relinkMergedPrimaryContact = (
  db: Database,
  event: { organizationId: number; fromId: number; toId: number },
) => relinkPrimaryContact(db, event.organizationId, event.fromId, event.toId);

// ---------------------------------------------------------------------------------------------
// Import and demo data

/**
 * Many deals in one statement, on top of their columns in the given order, with their `created`
 * entries; a deal in a won or lost stage is closed now unless it says when.
 */
export async function insertOpportunitiesBulk(
  db: Database,
  organizationId: number,
  actorId: number | null,
  values: OpportunityValues[],
): Promise<number[]> {
  const stages = await listStages(db);
  const tops = new Map<string, number>();
  const positioned: OpportunityValues[] = [];
  for (const value of [...values].reverse()) {
    const top = tops.get(value.stage) ?? (await topPositionOf(db, organizationId, value.stage));
    tops.set(value.stage, top - POSITION_GAP);
    const kind = stages.find((stage) => stage.key === value.stage)?.stage_kind ?? 'open';
    positioned.unshift({
      ...value,
      boardPosition: top,
      closedAt: value.closedAt ?? (kind === 'open' ? null : new Date()),
    });
  }
  return insertRecordsBulk(
    db,
    organizationId,
    { type: 'opportunity', actorId },
    positioned,
    insertOpportunities,
  );
}

/**
 * Import (update mode): sets the given columns; a new stage is entered as by a move to the top of
 * its column (its lost reason checked by the import's mapping).
 */
export async function updateOpportunityFromImport(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<OpportunityValues>,
): Promise<boolean> {
  const [current] = await findOpportunityStages(db, organizationId, [id]);
  if (!current) return false;
  const changes = { ...values };
  const stage = values.stage !== undefined && values.stage !== current.stage ? values.stage : undefined;
  if (stage !== undefined) {
    const kind = (await listStages(db)).find((entry) => entry.key === stage)?.stage_kind ?? 'open';
    changes.stageEnteredAt = new Date();
    changes.closedAt = kind === 'open' ? null : new Date();
    changes.boardPosition = await topPositionOf(db, organizationId, stage);
    changes.probability ??= null;
    if (kind !== 'lost') Object.assign(changes, { lostReason: null, lostNote: null });
  }
  return (await updateOpportunities(db, organizationId, [id], changes)).length > 0;
}

/** Import dedupe: deals by id (`id:12`) or by client and title (`deal:4:honeymoon in bali`). */
export const dealKey = (clientId: number, title: string) => `deal:${clientId}:${title.toLowerCase()}`;

export async function findOpportunitiesByKeys(db: Database, organizationId: number, keys: string[]) {
  const ids = keys.filter((key) => key.startsWith('id:')).map((key) => Number(key.slice(3)));
  const titles = keys.flatMap((key) => {
    const [kind, clientId, ...title] = key.split(':');
    return kind === 'deal' ? [{ clientId: Number(clientId), title: title.join(':') }] : [];
  });
  const deals = await findOpportunitiesByIdOrTitle(db, organizationId, ids, titles);
  return deals.map((deal) => ({ id: deal.id, keys: [`id:${deal.id}`, dealKey(deal.clientId, deal.title)] }));
}

export const countOpportunities = (db: Database, organizationId: number) =>
  countOpportunityRows(db, organizationId);

export type { OpportunityValues } from './opportunities.repository.ts';

/** For call analytics: deals won from `from` until before `until`, counted by owner. */
export const countWonOpportunitiesByOwner = (
  { db, organization }: OrganizationData,
  from: Date,
  until: Date,
) => countWonByOwner(db, organization.id, { from, until });
/** For the leads module's queries, as SQL: the deal made from a lead. */
export { opportunityOfLead } from './opportunities.repository.ts';
