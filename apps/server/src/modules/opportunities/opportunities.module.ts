import { OPPORTUNITY_NOT_FOUND } from '@aurora/contracts/opportunities';
import { sql } from 'drizzle-orm';
import { defineModule } from '#records/module.ts';
import { defineRecordType } from '#records/record-types.ts';
import { opportunityImport } from './opportunities.import.ts';
import { opportunitiesRoutes } from './opportunities.routes.ts';
import { relinkMergedPrimaryContact, touchTouchedOpportunities } from './opportunities.service.ts';
import { opportunities } from './opportunities.table.ts';

export const opportunitiesModule = defineModule({
  name: 'opportunities',
  organizationRoutes: async (scope) => {
    await scope.register(opportunitiesRoutes);
  },
  recordTypes: [
    defineRecordType({
      type: 'opportunity',
      table: opportunities,
      owner: opportunities.ownerId,
      name: opportunities.title,
      client: opportunities.clientId,
      notFoundMessage: OPPORTUNITY_NOT_FOUND,
      // Deleted with its client (the foreign key cascades).
      belongsTo: [{ type: 'client', column: opportunities.clientId, deletedWith: true }],
      search: {
        searchName: opportunities.searchText,
        searchText: opportunities.searchText,
        updatedAt: opportunities.updatedAt,
        doNotCall: sql<boolean>`false`,
      },
      importer: opportunityImport,
    }),
  ],
  listeners: {
    'record.touched': touchTouchedOpportunities,
    'contact.merged': relinkMergedPrimaryContact,
  },
});
