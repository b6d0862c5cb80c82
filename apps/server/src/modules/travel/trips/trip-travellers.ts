import { MAX_PER_PAGE } from '@aurora/contracts/constants';
import type { Contact } from '@aurora/contracts/contacts';
import { listContacts } from '#modules/contacts/contacts.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';

/**
 * The contacts of these clients, by id: a trip's travellers are contacts of its client, read
 * through the contacts module's own list (names, dates of birth, passports).
 */
export async function contactsOfClients(
  ctx: OrganizationContext,
  clientIds: readonly number[],
): Promise<Map<number, Contact>> {
  const contacts = new Map<number, Contact>();
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return contacts;
  for (let page = 1; ; page += 1) {
    const { data, meta } = await listContacts(ctx, {
      page,
      per_page: MAX_PER_PAGE,
      sort: 'full_name',
      'filter[client_id]': ids.join(','),
    });
    for (const contact of data) contacts.set(contact.id, contact);
    if (page >= meta.last_page) return contacts;
  }
}
