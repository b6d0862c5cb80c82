import { useParams } from 'react-router';
import { useOpportunity } from '../../entities/opportunities/get-opportunity';
import { OpportunityDetailRoute } from '../../features/opportunities/routes/opportunity-detail';
import { OpportunityTrips, WonDealTrip } from '../../features/trips/components/related-trips';

/**
 * A deal's page: the opportunities feature's page, then the trips feature's panel of the deal's
 * trips; a won deal also gets "Create trip" (or its trip) above everything, where it is seen
 * first. Features do not import each other, so the app puts them together.
 */
export function OpportunityPageRoute() {
  const id = Number(useParams().id);
  const deal = useOpportunity(id);
  return (
    <>
      {deal.data?.stage_kind === 'won' ? <WonDealTrip opportunityId={deal.data.id} /> : null}
      <OpportunityDetailRoute />
      {deal.isSuccess ? (
        <div className="mt-6">
          <OpportunityTrips opportunityId={deal.data.id} won={deal.data.stage_kind === 'won'} />
        </div>
      ) : null}
    </>
  );
}
