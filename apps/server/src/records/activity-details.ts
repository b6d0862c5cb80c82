import type { ActivityType } from '@aurora/contracts/records';
import type { Database } from '#platform/db/client.ts';

/**
 * What a module adds to its own timeline entries when a page of them is read: a `call` entry
 * stores only its call's id, and the calls module answers the call as it is now (its outcome,
 * notes edited since, the recording once ready). One `load` per page, for every entry of the type.
 */
export type ActivityDetails = {
  type: ActivityType;
  /** The key of the entry's `data` that holds the id to load (`call_id`). */
  key: string;
  /** The details of each id found in the organization, merged into the entry's `data`. */
  load: (
    db: Database,
    organizationId: number,
    ids: number[],
  ) => Promise<Map<number, Record<string, unknown>>>;
};

const registry = new Map<ActivityType, ActivityDetails>();

export function registerActivityDetails(details: readonly ActivityDetails[]): void {
  registry.clear();
  for (const entry of details) registry.set(entry.type, entry);
}

type Entry = { type: string; data: Record<string, unknown> | null };

/** The entries with their details merged into `data`, one load per type of the page. */
export async function withActivityDetails<Row extends Entry>(
  db: Database,
  organizationId: number,
  rows: Row[],
): Promise<Row[]> {
  const loaded = new Map<string, Map<number, Record<string, unknown>>>();
  for (const details of registry.values()) {
    const ids = rows.flatMap((row) => {
      const id = row.type === details.type ? Number(row.data?.[details.key]) : Number.NaN;
      return Number.isInteger(id) ? [id] : [];
    });
    if (ids.length > 0) loaded.set(details.type, await details.load(db, organizationId, [...new Set(ids)]));
  }
  return rows.map((row) => {
    const details = registry.get(row.type as ActivityType);
    const found = details && loaded.get(details.type)?.get(Number(row.data?.[details.key]));
    return found ? { ...row, data: { ...row.data, ...found } } : row;
  });
}
