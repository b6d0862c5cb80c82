import { dayIn } from '@aurora/contracts/time-zones';
import type { Trip } from '@aurora/contracts/travel/trips';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { recordLink } from '../../../components/record/record-types';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardHeader } from '../../../components/ui/card';
import { formatDay } from '../../../lib/format';
import { useOrganizations } from '../../../lib/organization-store';
import { ageOn } from './trip-format';

/** Who travels: each a link to the person on the client's page, with their birth date and age. */
export function TripTravellersPanel({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation();
  const base = `/${useParams().orgCode ?? ''}`;
  const timeZone = useOrganizations().current?.timezone ?? 'UTC';
  // The age that matters is the one they travel at (fares and documents go by it).
  const ageDay = trip.start_date ?? dayIn(new Date(), timeZone);
  const title = t('tripPage.travellers.title');
  return (
    <Card aria-label={title}>
      <CardHeader
        title={title}
        description={
          trip.travellers.length > 0
            ? t('tripsList.travellersCount', { count: trip.travellers.length })
            : undefined
        }
      />
      {trip.travellers.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm text-neutral-500 dark:text-neutral-400">
          <UsersRound aria-hidden="true" className="size-4 shrink-0" />
          {t('tripPage.travellers.none')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {trip.travellers.map((traveller) => {
            const age = traveller.date_of_birth ? ageOn(traveller.date_of_birth, ageDay) : null;
            return (
              <li key={traveller.id} className="flex items-center gap-3 px-4 py-2.5">
                <Avatar name={traveller.name} size="sm" />
                <div className="min-w-0">
                  <Link
                    to={recordLink(base, 'contact', traveller.id, trip.client.id)}
                    className="block truncate text-sm font-medium text-neutral-900 hover:underline dark:text-white"
                  >
                    {traveller.name}
                  </Link>
                  <p className="truncate text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                    {traveller.date_of_birth
                      ? age === null
                        ? formatDay(traveller.date_of_birth, i18n.language)
                        : t('tripPage.travellers.born', {
                            date: formatDay(traveller.date_of_birth, i18n.language),
                            count: age,
                          })
                      : t('tripPage.travellers.noBirthDate')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
