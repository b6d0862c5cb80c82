import { type BillingSettings, DEFAULT_BILLING_SETTINGS } from '@aurora/contracts/billing/invoices';
import type { Database } from '#platform/db/client.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { findBillingSettings, upsertBillingSettings } from './billing-settings.repository.ts';

/** The organization's billing rules, the defaults where none were set. */
export async function billingSettingsOf(db: Database, organizationId: number): Promise<BillingSettings> {
  const row = await findBillingSettings(db, organizationId);
  if (!row) return DEFAULT_BILLING_SETTINGS;
  return {
    balance_days_before_start: row.balanceDaysBeforeStart,
    supplier_buffer_days: row.supplierBufferDays,
    payment_terms_days: row.paymentTermsDays,
    reminder_days: row.reminderDays,
  };
}

/** `GET /billing/settings`. */
export const getBillingSettings = ({ db, organization }: OrganizationData) =>
  billingSettingsOf(db, organization.id);

/** `PUT /billing/settings` (administrators): the whole set, kept per organization. */
export async function updateBillingSettings(
  ctx: OrganizationContext,
  input: BillingSettings,
): Promise<BillingSettings> {
  await upsertBillingSettings(ctx.db, ctx.organization.id, {
    balanceDaysBeforeStart: input.balance_days_before_start,
    supplierBufferDays: input.supplier_buffer_days,
    paymentTermsDays: input.payment_terms_days,
    reminderDays: input.reminder_days,
  });
  return getBillingSettings(ctx);
}
