import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { travelSettings } from './travel-settings.table.ts';

export type TravelSettingsRow = typeof travelSettings.$inferSelect;
type TravelSettingsValues = Pick<TravelSettingsRow, 'passportValidityMonths' | 'leadHours'>;

export async function findTravelSettings(db: Database, organizationId: number) {
  const [row] = await db
    .select()
    .from(travelSettings)
    .where(eq(travelSettings.organizationId, organizationId));
  return row;
}

export async function upsertTravelSettings(
  db: Database,
  organizationId: number,
  values: TravelSettingsValues,
) {
  await db
    .insert(travelSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: travelSettings.organizationId, set: { ...values, updatedAt: new Date() } });
}
