import { defineModule } from '#records/module.ts';
import { defineRecordType } from '#records/record-types.ts';
import { leadImport } from './leads.import.ts';
import { leadsRoutes } from './leads.routes.ts';
import { LEAD_NOT_FOUND, relinkLeadsOfMergedContact } from './leads.service.ts';
import { leads } from './leads.table.ts';

export const leadsModule = defineModule({
  name: 'leads',
  organizationRoutes: async (scope) => {
    await scope.register(leadsRoutes);
  },
  recordTypes: [
    defineRecordType({
      type: 'lead',
      table: leads,
      owner: leads.ownerId,
      name: leads.fullName,
      notFoundMessage: LEAD_NOT_FOUND,
      // A converted lead's timeline shows on its client's.
      belongsTo: [{ type: 'client', column: leads.convertedClientId, onTimeline: true }],
      search: {
        searchName: leads.searchName,
        searchText: leads.searchText,
        email: leads.email,
        phone: leads.phone,
        phoneDigits: leads.phoneDigits,
        updatedAt: leads.updatedAt,
        doNotCall: leads.doNotCall,
      },
      importer: leadImport,
    }),
  ],
  listeners: { 'contact.merged': relinkLeadsOfMergedContact },
});
