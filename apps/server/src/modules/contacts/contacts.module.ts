import { sql } from 'drizzle-orm';
import { clients } from '#modules/clients/clients.table.ts';
import { qualified } from '#platform/db/sql.ts';
import { defineModule } from '#records/module.ts';
import { defineRecordType } from '#records/record-types.ts';
import { contactImport } from './contacts.import.ts';
import { contactsRoutes } from './contacts.routes.ts';
import { CONTACT_NOT_FOUND } from './contacts.service.ts';
import { contacts } from './contacts.table.ts';

export const contactsModule = defineModule({
  name: 'contacts',
  organizationRoutes: async (scope) => {
    await scope.register(contactsRoutes);
  },
  recordTypes: [
    defineRecordType({
      type: 'contact',
      table: contacts,
      notFoundMessage: CONTACT_NOT_FOUND,
      // Deleted with its client (the foreign key cascades); its timeline shows on the client's.
      belongsTo: [{ type: 'client', column: contacts.clientId, deletedWith: true, onTimeline: true }],
      search: {
        title: contacts.fullName,
        searchName: contacts.searchName,
        searchText: contacts.searchText,
        email: contacts.email,
        phone: contacts.phone,
        phoneDigits: contacts.phoneDigits,
        updatedAt: contacts.updatedAt,
        clientId: contacts.clientId,
        clientName: sql<
          string | null
        >`(select ${qualified(clients.name)} from ${clients} where ${qualified(clients.id)} = ${qualified(contacts.clientId)})`,
        doNotCall: sql<boolean>`false`,
      },
      importer: contactImport,
    }),
  ],
});
