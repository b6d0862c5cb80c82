import { useParams } from 'react-router';
import { useClientContacts } from '../../entities/contacts/get-client-contacts';
import { ClientDetailRoute } from '../../features/clients/routes/client-detail';
import { ClientContacts } from '../../features/contacts/components/client-contacts';
import { ClientOpportunities } from '../../features/opportunities/components/client-opportunities';
import { ClientTrips } from '../../features/trips/components/related-trips';

function ClientRelated({ clientId }: { clientId: number }) {
  return (
    <>
      <ClientContacts clientId={clientId} />
      <ClientOpportunities clientId={clientId} />
      <ClientTrips clientId={clientId} />
    </>
  );
}

/**
 * A client's page: the clients feature's page with the contacts, opportunities and trips features'
 * sections in it. Features do not import each other, so the app puts them together.
 */
export function ClientPageRoute() {
  // The contacts load together with the client rather than after it.
  useClientContacts(Number(useParams().id));
  return <ClientDetailRoute related={ClientRelated} />;
}
