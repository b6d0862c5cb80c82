import { DEFAULT_TRAVEL_SETTINGS, type TravelSettings } from '@aurora/contracts/travel/trips';
import type { Database } from '#platform/db/client.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { findTravelSettings, upsertTravelSettings } from './travel-settings.repository.ts';

/** The organization's travel rules, the defaults where none were set. */
export async function travelSettingsOf(db: Database, organizationId: number): Promise<TravelSettings> {
  const row = await findTravelSettings(db, organizationId);
  if (!row) return DEFAULT_TRAVEL_SETTINGS;
  return {
    passport_validity_months: row.passportValidityMonths,
    lead_hours: { ...DEFAULT_TRAVEL_SETTINGS.lead_hours, ...row.leadHours },
  };
}

/** `GET /travel/settings`. */
export const getTravelSettings = ({ db, organization }: OrganizationData) =>
  travelSettingsOf(db, organization.id);

/** `PUT /travel/settings` (administrators): the whole set, kept per organization. */
export async function updateTravelSettings(
  ctx: OrganizationContext,
  input: TravelSettings,
): Promise<TravelSettings> {
  await upsertTravelSettings(ctx.db, ctx.organization.id, {
    passportValidityMonths: input.passport_validity_months,
    leadHours: input.lead_hours,
  });
  return getTravelSettings(ctx);
}
