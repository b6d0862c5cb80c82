import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { billingSettings } from './billing-settings.table.ts';

type BillingSettingsValues = Omit<
  typeof billingSettings.$inferInsert,
  'organizationId' | 'createdAt' | 'updatedAt'
>;

export async function findBillingSettings(db: Database, organizationId: number) {
  const [row] = await db
    .select()
    .from(billingSettings)
    .where(eq(billingSettings.organizationId, organizationId));
  return row;
}

export async function upsertBillingSettings(
  db: Database,
  organizationId: number,
  values: BillingSettingsValues,
) {
  await db
    .insert(billingSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({
      target: billingSettings.organizationId,
      set: { ...values, updatedAt: new Date() },
    });
}
