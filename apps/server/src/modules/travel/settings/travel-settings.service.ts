import { DEFAULT_TRAVEL_SETTINGS, type TravelSettings } from '@aurora/contracts/travel/trips';
import { inArray } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { travelSettings } from './travel-settings.table.ts';

const toSettings = (row: typeof travelSettings.$inferSelect): TravelSettings => ({
  passport_validity_months: row.passportValidityMonths,
  lead_hours: { ...DEFAULT_TRAVEL_SETTINGS.lead_hours, ...row.leadHours },
});

/** The travel rules of these organizations, the defaults where none were set. */
export async function settingsOf(
  db: Database,
  organizationIds: number[],
): Promise<Map<number, TravelSettings>> {
  const rows =
    organizationIds.length === 0
      ? []
      : await db.select().from(travelSettings).where(inArray(travelSettings.organizationId, organizationIds));
  const found = new Map(rows.map((row) => [row.organizationId, toSettings(row)]));
  return new Map(organizationIds.map((id) => [id, found.get(id) ?? DEFAULT_TRAVEL_SETTINGS]));
}

/** `GET /travel/settings`. */
export async function getTravelSettings({ db, organization }: OrganizationData): Promise<TravelSettings> {
  return (await settingsOf(db, [organization.id])).get(organization.id) ?? DEFAULT_TRAVEL_SETTINGS;
}

/** `PUT /travel/settings` (administrators): the whole set, kept per organization. */
export async function updateTravelSettings(
  ctx: OrganizationContext,
  input: TravelSettings,
): Promise<TravelSettings> {
  const values = { passportValidityMonths: input.passport_validity_months, leadHours: input.lead_hours };
  await ctx.db
    .insert(travelSettings)
    .values({ organizationId: ctx.organization.id, ...values })
    .onConflictDoUpdate({ target: travelSettings.organizationId, set: { ...values, updatedAt: new Date() } });
  return getTravelSettings(ctx);
}
