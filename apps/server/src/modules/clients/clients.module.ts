import { sql } from 'drizzle-orm';
import { defineModule } from '#records/module.ts';
import { defineRecordType } from '#records/record-types.ts';
import { clientImport } from './clients.import.ts';
import { clientsRoutes } from './clients.routes.ts';
import { CLIENT_NOT_FOUND } from './clients.service.ts';
import { clients } from './clients.table.ts';

export const clientsModule = defineModule({
  name: 'clients',
  organizationRoutes: async (scope) => {
    await scope.register(clientsRoutes);
  },
  recordTypes: [
    defineRecordType({
      type: 'client',
      table: clients,
      owner: clients.ownerId,
      name: clients.name,
      notFoundMessage: CLIENT_NOT_FOUND,
      search: {
        searchName: clients.searchName,
        searchText: clients.searchText,
        email: clients.email,
        phone: clients.phone,
        phoneDigits: clients.phoneDigits,
        updatedAt: clients.updatedAt,
        doNotCall: sql<boolean>`false`,
      },
      importer: clientImport,
    }),
  ],
});
