import { sql } from 'drizzle-orm';
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
      name: contacts.fullName,
      client: contacts.clientId,
      notFoundMessage: CONTACT_NOT_FOUND,
      // Deleted with its client (the foreign key cascades); its timeline shows on the client's.
      belongsTo: [{ type: 'client', column: contacts.clientId, deletedWith: true, onTimeline: true }],
      search: {
        searchName: contacts.searchName,
        searchText: contacts.searchText,
        email: contacts.email,
        phone: contacts.phone,
        phoneDigits: contacts.phoneDigits,
        updatedAt: contacts.updatedAt,
        doNotCall: sql<boolean>`false`,
      },
      importer: contactImport,
    }),
  ],
});
