import { toMajorUnits } from '@aurora/contracts/money';
import {
  type MonthTargets,
  TARGET_MAX,
  type TargetInput,
  type TargetMetric,
  type TargetSubject,
} from '@aurora/contracts/targets';
import { parseTypedAmount } from '../../../lib/money';

/** What the grid holds: the typed text of each cell, by `agent:7:won_amount`. */
export type Cells = Record<string, string>;

export const cellKey = (subjectType: TargetSubject, subjectId: number, metric: TargetMetric) =>
  `${subjectType}:${subjectId}:${metric}`;

/** A month's targets as the grid shows them: amounts in major units, the rest as they are. */
export function cellsOf(targets: MonthTargets['targets'], decimals: number): Cells {
  return Object.fromEntries(
    targets.map((target) => [
      cellKey(target.subject_type, target.subject.id, target.metric),
      target.metric === 'won_amount' ? toMajorUnits(target.value, decimals) : String(target.value),
    ]),
  );
}

/**
 * The grid's filled cells as the month's set, and the cells whose text is not a value (empty
 * cells have no target). `keys[i]` is the cell of `targets[i]`, to put the server's errors back.
 */
export function targetsOf(
  cells: Cells,
  decimals: number,
  messages: { notANumber: string; tooLarge: (max: number) => string },
): { targets: TargetInput[]; keys: string[]; errors: Record<string, string> } {
  const targets: TargetInput[] = [];
  const keys: string[] = [];
  const errors: Record<string, string> = {};
  for (const [key, typed] of Object.entries(cells)) {
    const text = typed.trim();
    if (text === '') continue;
    const [subjectType, id, metric] = key.split(':') as [TargetSubject, string, TargetMetric];
    const value =
      metric === 'won_amount' ? parseTypedAmount(text, decimals) : /^\d+$/.test(text) ? Number(text) : null;
    if (value === null) {
      errors[key] = messages.notANumber;
      continue;
    }
    if (metric !== 'won_amount' && value > TARGET_MAX[metric]) {
      errors[key] = messages.tooLarge(TARGET_MAX[metric]);
      continue;
    }
    targets.push({ subject_type: subjectType, subject_id: Number(id), metric, value });
    keys.push(key);
  }
  return { targets, keys, errors };
}
