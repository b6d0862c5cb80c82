import { analyticsModule } from '#modules/analytics/analytics.module.ts';
import { billingModule } from '#modules/billing/billing.module.ts';
import { callsModule } from '#modules/calls/calls.module.ts';
import { clientsModule } from '#modules/clients/clients.module.ts';
import { contactsModule } from '#modules/contacts/contacts.module.ts';
import { dashboardModule } from '#modules/dashboard/dashboard.module.ts';
import { leadsModule } from '#modules/leads/leads.module.ts';
import { notificationsModule } from '#modules/notifications/notifications.module.ts';
import { numbersModule } from '#modules/numbers/numbers.module.ts';
import { opportunitiesModule } from '#modules/opportunities/opportunities.module.ts';
import { targetsModule } from '#modules/targets/targets.module.ts';
import { tasksModule } from '#modules/tasks/tasks.module.ts';
import { teamsModule } from '#modules/teams/teams.module.ts';
import { travelModule } from '#modules/travel/travel.module.ts';

/**
 * The one list of business modules: adding a module is a folder under `modules/` and a line
 * here (see modules/README.md). Routes register in this order.
 */
export const modules = [
  dashboardModule,
  leadsModule,
  clientsModule,
  contactsModule,
  opportunitiesModule,
  travelModule,
  billingModule,
  callsModule,
  numbersModule,
  teamsModule,
  tasksModule,
  targetsModule,
  notificationsModule,
  analyticsModule,
];
