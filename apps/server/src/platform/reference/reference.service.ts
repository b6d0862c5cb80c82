import { isoExponentOf } from '@aurora/contracts/money';
import {
  type Currency,
  type currencyInputSchema,
  type currencyUpdateSchema,
  type Definition,
  type DefinitionList,
  type definitionInputSchema,
  type definitionUpdateSchema,
  isStagedStatusType,
  STAGED_STATUS_TYPES,
  type Status,
  type StatusEntityType,
  type statusInputSchema,
  type statusUpdateSchema,
} from '@aurora/contracts/reference';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import {
  conflict,
  type FieldErrors,
  invalid,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '#platform/errors.ts';
import type { CurrencyRow, DefinitionRow, StatusRow } from './reference.repository.ts';
import * as repository from './reference.repository.ts';

export const STATUS_NOT_FOUND = 'Status not found.';
export const CURRENCY_NOT_FOUND = 'Currency not found.';
export const DEFINITION_NOT_FOUND = 'Definition not found.';

export const toStatusJson = (row: StatusRow): Status => ({
  id: row.id,
  entity_type: row.entityType,
  key: row.key,
  name: row.name,
  color: row.color,
  position: row.position,
  is_closed: row.isClosed,
  stage_kind: row.stageKind,
  probability: row.probability,
  rot_after_days: row.rotAfterDays,
});

/** Trailing zeros of the numeric column are dropped: `17.10000000` answers `17.1`. */
export const toCurrencyJson = (row: CurrencyRow): Currency => ({
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  decimals: row.decimals,
  rate_to_base: row.rateToBase.includes('.') ? row.rateToBase.replace(/\.?0+$/, '') : row.rateToBase,
  is_active: row.isActive,
});

export const toDefinitionJson = (row: DefinitionRow): Definition => ({
  id: row.id,
  list: row.list,
  key: row.key,
  label: row.label,
  position: row.position,
  is_active: row.isActive,
  asks_follow_up: row.asksFollowUp,
});

/** Runs a write and turns the database's unique violation into a 409 with `message`. */
async function unique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? conflict(message) : error;
  }
}

function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}

/**
 * The minor units a currency keeps: ISO 4217's for a code it defines (amounts already stored in
 * minor units would change value with them), else the requested ones.
 */
function decimalsOf(code: string, requested: number | undefined): number {
  const iso = isoExponentOf(code);
  if (iso === undefined) return requested ?? 2;
  if (requested !== undefined && requested !== iso) {
    throw invalid({ decimals: [`Must be ${iso}, the ISO 4217 minor unit of ${code}.`] });
  }
  return iso;
}

const STATUS_TAKEN = 'A status with this key already exists for this entity type.';
const CURRENCY_TAKEN = 'A currency with this code already exists.';
const DEFINITION_TAKEN = 'An option with this key already exists in this list.';

export async function listStatuses(db: Database, entityType?: StatusEntityType): Promise<Status[]> {
  return (await repository.listStatuses(db, entityType)).map(toStatusJson);
}

type StatusInput = z.output<typeof statusInputSchema>;
type StatusUpdate = z.output<typeof statusUpdateSchema>;

const ONLY_STAGES = `Only ${STAGED_STATUS_TYPES.join(', ')} stages have this.`;

/**
 * The columns of a status. A stage (`STAGED_STATUS_TYPES`) always has a kind (open by default)
 * and a probability (100 when won, else 0 by default), and is closed exactly when won or lost;
 * other statuses have none of the stage fields (422 when given).
 */
function statusValues(input: StatusUpdate, current?: StatusRow): Partial<repository.StatusValues> {
  const entityType = input.entity_type ?? current?.entityType;
  const values: Partial<repository.StatusValues> = {
    entityType: input.entity_type,
    key: input.key,
    name: input.name,
    color: input.color,
    position: input.position,
    isClosed: input.is_closed,
  };
  if (!isStagedStatusType(entityType)) {
    const errors: FieldErrors = {};
    for (const field of ['stage_kind', 'probability', 'rot_after_days'] as const) {
      if (input[field] !== undefined && input[field] !== null) errors[field] = [ONLY_STAGES];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return current?.stageKind
      ? { ...values, stageKind: null, probability: null, rotAfterDays: null }
      : values;
  }
  const kind = input.stage_kind ?? current?.stageKind ?? 'open';
  return {
    ...values,
    stageKind: kind,
    isClosed: kind !== 'open',
    probability: input.probability ?? current?.probability ?? (kind === 'won' ? 100 : 0),
    rotAfterDays: input.rot_after_days,
  };
}

export async function createStatus(db: Database, input: StatusInput): Promise<Status> {
  // A create input has every column statusValues maps.
  const values = statusValues(input) as repository.StatusValues;
  const row = await unique(STATUS_TAKEN, () => repository.insertStatus(db, values));
  return toStatusJson(found(row, STATUS_NOT_FOUND));
}

export async function updateStatus(db: Database, id: number, input: StatusUpdate): Promise<Status> {
  const current = found(await repository.findStatus(db, id), STATUS_NOT_FOUND);
  const row = await unique(STATUS_TAKEN, () => repository.updateStatus(db, id, statusValues(input, current)));
  return toStatusJson(found(row, STATUS_NOT_FOUND));
}

export async function deleteStatus(db: Database, id: number): Promise<void> {
  if (!(await repository.deleteStatus(db, id))) throw notFound(STATUS_NOT_FOUND);
}

export async function listCurrencies(db: Database): Promise<Currency[]> {
  return (await repository.listCurrencies(db)).map(toCurrencyJson);
}

export async function currencyExists(db: Database, code: string): Promise<boolean> {
  return (await repository.findCurrency(db, code.toUpperCase())) !== undefined;
}

export async function createCurrency(
  db: Database,
  input: z.output<typeof currencyInputSchema>,
): Promise<Currency> {
  const row = await unique(CURRENCY_TAKEN, () =>
    repository.insertCurrency(db, {
      code: input.code,
      name: input.name,
      symbol: input.symbol,
      decimals: decimalsOf(input.code, input.decimals),
      rateToBase: input.rate_to_base,
      isActive: input.is_active,
    }),
  );
  return toCurrencyJson(found(row, CURRENCY_NOT_FOUND));
}

export async function updateCurrency(
  db: Database,
  code: string,
  input: z.output<typeof currencyUpdateSchema>,
): Promise<Currency> {
  const row = await repository.updateCurrency(db, code, {
    name: input.name,
    symbol: input.symbol,
    decimals: input.decimals === undefined ? undefined : decimalsOf(code, input.decimals),
    rateToBase: input.rate_to_base,
    isActive: input.is_active,
  });
  return toCurrencyJson(found(row, CURRENCY_NOT_FOUND));
}

/** A currency some organization uses as its default (deleted organizations included) stays: 409. */
export async function deleteCurrency(db: Database, code: string): Promise<void> {
  try {
    if (!(await repository.deleteCurrency(db, code))) throw notFound(CURRENCY_NOT_FOUND);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict('This currency is the default currency of an organization and cannot be deleted.');
    }
    throw error;
  }
}

export async function listDefinitions(db: Database, list?: DefinitionList): Promise<Definition[]> {
  return (await repository.listDefinitions(db, list)).map(toDefinitionJson);
}

export async function createDefinition(
  db: Database,
  input: z.output<typeof definitionInputSchema>,
): Promise<Definition> {
  const row = await unique(DEFINITION_TAKEN, () =>
    repository.insertDefinition(db, {
      list: input.list,
      key: input.key,
      label: input.label,
      position: input.position,
      isActive: input.is_active,
      asksFollowUp: input.asks_follow_up,
    }),
  );
  return toDefinitionJson(found(row, DEFINITION_NOT_FOUND));
}

export async function updateDefinition(
  db: Database,
  id: number,
  input: z.output<typeof definitionUpdateSchema>,
): Promise<Definition> {
  const row = await unique(DEFINITION_TAKEN, () =>
    repository.updateDefinition(db, id, {
      list: input.list,
      key: input.key,
      label: input.label,
      position: input.position,
      isActive: input.is_active,
      asksFollowUp: input.asks_follow_up,
    }),
  );
  return toDefinitionJson(found(row, DEFINITION_NOT_FOUND));
}

export async function deleteDefinition(db: Database, id: number): Promise<void> {
  if (!(await repository.deleteDefinition(db, id))) throw notFound(DEFINITION_NOT_FOUND);
}
