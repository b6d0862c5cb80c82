import { useParams } from 'react-router';
import { ClientDetailRoute } from '../../features/clients/routes/client-detail';
import { useClientContacts } from '../../features/contacts/api/get-client-contacts';
import { ClientContacts } from '../../features/contacts/components/client-contacts';

/**
 * A client's page: the clients feature's page with the contacts feature's section in it. Features
 * do not import each other, so the app puts the two together.
 */
export function ClientPageRoute() {
  // The contacts load together with the client rather than after it.
  useClientContacts(Number(useParams().id));
  return <ClientDetailRoute contacts={ClientContacts} />;
}
