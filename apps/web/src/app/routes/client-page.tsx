import { useParams } from 'react-router';
import { ClientBillingCard } from '../../entities/billing/client-billing-card';
import { useClientContacts } from '../../entities/contacts/get-client-contacts';
import { ClientDetailRoute } from '../../features/clients/routes/client-detail';
import { ClientContacts } from '../../features/contacts/components/client-contacts';
import { ClientOpportunities } from '../../features/opportunities/components/client-opportunities';
import { ContactTrips } from '../../features/trips/components/contact-trips';
import { ClientTrips } from '../../features/trips/components/related-trips';

function ClientRelated({ clientId }: { clientId: number }) {
  return (
    <>
      <ClientContacts clientId={clientId} contactRelated={ContactTrips} />
      <ClientOpportunities clientId={clientId} />
      <ClientTrips clientId={clientId} />
      <ClientBillingCard clientId={clientId} />
    </>
  );
}

/**
 * A client's page: the clients feature's page with the contacts, opportunities and trips features'
 * sections and what the client owes (billing) in it, and a contact's trips in its sheet. Features do not import each other, so the
 * app puts them together.
 */
export function ClientPageRoute() {
  // The contacts load together with the client rather than after it.
  useClientContacts(Number(useParams().id));
  return <ClientDetailRoute related={ClientRelated} />;
}
