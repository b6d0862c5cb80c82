import { type Team, WEEKDAYS } from '@aurora/contracts/teams';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { createFormat, useFormatScope } from '../../../lib/format';

/**
 * "Open · closes Fri 18:00" or "Closed · opens Mon 09:00", on the team's clock, labelled with its
 * zone ("(GMT-6)") when the browser's reads another time then.
 */
export function TeamOpeningBadge({ team }: { team: Pick<Team, 'opening' | 'time_zone'> }) {
  const { t } = useTranslation();
  const scope = useFormatScope();
  const teamFormat = useMemo(
    () => createFormat({ ...scope, timeZone: team.time_zone }),
    [scope, team.time_zone],
  );
  const format = teamFormat.weekdayTime;
  const { opening } = team;
  if (opening.open) {
    return (
      <Badge tone="success">
        {opening.closes_at ? t('teams.closesAt', { when: format(opening.closes_at) }) : t('teams.alwaysOpen')}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      {opening.opens_at ? t('teams.opensAt', { when: format(opening.opens_at) }) : t('teams.neverOpen')}
    </Badge>
  );
}

/** The week's hours as a table: each weekday and its openings, or "Closed". */
export function TeamHoursTable({ team }: { team: Pick<Team, 'business_hours'> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1.5 text-sm">
      {WEEKDAYS.map((day) => {
        const openings = team.business_hours[day] ?? [];
        return (
          <div key={day} className="contents">
            <dt className="text-neutral-500 dark:text-neutral-400">{t(`teams.weekdays.${day}`)}</dt>
            <dd className="font-mono text-neutral-800 tabular-nums dark:text-neutral-200">
              {openings.length === 0
                ? t('teams.closedDay')
                : openings.map((opening) => `${opening.open}–${opening.close}`).join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
