import type { App } from '#app';
import { receiveIncomingCall } from '#modules/calls/call-events.service.ts';
import { listLeads } from '#modules/leads/leads.service.ts';
import { appContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationByCode, getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { DEMO_SALES_LINE } from './demo-teams.ts';

/**
 * A lead's call to the Mexico City sales line that nobody answers (nobody is connected yet),
 * through the real inbound path of the simulator: right after a first start the demo has a missed
 * call with a voicemail, and the callback task it leads to. Its provider call id is fixed, so a
 * second run adds nothing.
 */
export async function seedDemoVoicemail(app: App): Promise<void> {
  const simulator = app.callSimulator;
  const organization = await getOrganizationByCode(app.db, 'MX');
  if (!simulator || !organization) return;
  const ctx = withOrganization(appContext(app, null), await getOrganizationScope(app.db, organization.id));
  const leads = await listLeads(ctx, { page: 1, per_page: 20, sort: 'created_at' });
  const caller = leads.data.find((lead) => lead.phone)?.phone;
  if (!caller) return;
  const result = await receiveIncomingCall(app.telephony.context(ctx), {
    from: caller,
    to: DEMO_SALES_LINE,
    providerCallId: 'CASIMDEMOVOICEMAIL',
  });
  if (result.kind === 'routed') await simulator.follow(result.outcome);
}
