import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@aurora/contracts/analytics';
import { CALL_DIRECTIONS, type CallDirection } from '@aurora/contracts/calls';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { MenuCheckboxItem, MenuContent } from '../../../components/ui/menu';
import { useNumbers } from '../../../entities/numbers/get-numbers';
import { useTeamOptions } from '../../../entities/teams/team-options';
import { useAssignableUsers } from '../../../entities/users/assignable-users';
import { formatPhone } from '../../../lib/phone';
import type { AnalyticsFilters, IdListFilter } from './analytics-filters-state';

type Choice = { id: number; name: string };

/** Several ids out of a list, in a menu that stays open while ticking. */
function IdsMenu({
  list,
  label,
  choices,
  chosen,
  onChange,
}: {
  list: IdListFilter;
  label: string;
  choices: Choice[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="sm">
          {chosen.length === 0
            ? t(`callAnalytics.filters.all.${list}`)
            : t('callAnalytics.filters.chosen', { what: label, count: chosen.length })}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent align="start" aria-label={label} className="max-h-80 overflow-y-auto">
        {choices.map((choice) => (
          <MenuCheckboxItem
            key={choice.id}
            checked={chosen.includes(choice.id)}
            onCheckedChange={(checked) =>
              onChange(checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id))
            }
          >
            {choice.name}
          </MenuCheckboxItem>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/** The page's filters: the period (custom days), agents, teams, numbers and direction. */
export function AnalyticsFiltersBar({
  organizationCode,
  people,
  filters,
  onChange,
  onClear,
}: {
  organizationCode: string;
  /** Whether to offer agents and teams: to those who see more than their own calls. */
  people: boolean;
  filters: AnalyticsFilters;
  onChange: (changes: Partial<AnalyticsFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const agents = useAssignableUsers();
  const teams = useTeamOptions(organizationCode);
  const numbers = useNumbers(organizationCode);
  type List = [IdListFilter, string, Choice[]];
  const peopleLists: List[] = [
    ['agent_ids', t('callAnalytics.filters.agents'), agents.users],
    ['team_ids', t('callAnalytics.filters.teams'), teams.data ?? []],
  ];
  const lists: List[] = [
    ...(people ? peopleLists : []),
    [
      'number_ids',
      t('callAnalytics.filters.numbers'),
      (numbers.data ?? []).map((number) => ({
        id: number.id,
        name: number.friendly_name ?? formatPhone(number.number),
      })),
    ],
  ];
  const filtered =
    filters.period !== 'this_month' ||
    filters.direction !== '' ||
    lists.some(([list]) => filters[list].length > 0);
  return (
    <search aria-label={t('callAnalytics.filters.label')} className="mb-4 flex flex-wrap items-end gap-2">
      <label
        htmlFor="analytics-period"
        className="flex flex-col gap-1 text-xs font-medium text-neutral-600 dark:text-neutral-400"
      >
        {t('callAnalytics.filters.period')}
        <Select
          id="analytics-period"
          value={filters.period}
          onChange={(event) => onChange({ period: event.target.value as AnalyticsPeriod })}
          className="h-8 w-40"
        >
          {ANALYTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`callAnalytics.filters.periods.${period}`)}
            </option>
          ))}
        </Select>
      </label>
      {filters.period === 'custom' ? (
        <>
          <label
            htmlFor="analytics-from"
            className="flex flex-col gap-1 text-xs font-medium text-neutral-600 dark:text-neutral-400"
          >
            {t('callAnalytics.filters.from')}
            <Input
              id="analytics-from"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => onChange({ from: event.target.value })}
              className="h-8 w-40"
            />
          </label>
          <label
            htmlFor="analytics-to"
            className="flex flex-col gap-1 text-xs font-medium text-neutral-600 dark:text-neutral-400"
          >
            {t('callAnalytics.filters.to')}
            <Input
              id="analytics-to"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ to: event.target.value })}
              className="h-8 w-40"
            />
          </label>
        </>
      ) : null}
      {lists.map(([list, label, choices]) => (
        <IdsMenu
          key={list}
          list={list}
          label={label}
          choices={choices}
          chosen={filters[list]}
          onChange={(ids) => onChange({ [list]: ids })}
        />
      ))}
      <label
        htmlFor="analytics-direction"
        className="flex flex-col gap-1 text-xs font-medium text-neutral-600 dark:text-neutral-400"
      >
        {t('callAnalytics.filters.direction')}
        <Select
          id="analytics-direction"
          value={filters.direction}
          onChange={(event) => onChange({ direction: event.target.value as CallDirection | '' })}
          className="h-8 w-44"
        >
          <option value="">{t('callAnalytics.filters.anyDirection')}</option>
          {CALL_DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {t(`callAnalytics.filters.directions.${direction}`)}
            </option>
          ))}
        </Select>
      </label>
      {filtered ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('callAnalytics.filters.clear')}
        </Button>
      ) : null}
    </search>
  );
}
