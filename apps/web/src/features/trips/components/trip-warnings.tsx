import type { TravellerWarning } from '@aurora/contracts/travel/trips';
import type { TFunction } from 'i18next';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { formatDay } from '../../../lib/format';

/** One warning as a sentence naming the traveller (and the booking, on its own line). */
export function warningText(t: TFunction, warning: TravellerWarning, language: string): string {
  const traveller = warning.traveller.name;
  const passenger = (type: TravellerWarning['from']) => (type ? t(`trips.passengerTypes.${type}`) : '');
  switch (warning.kind) {
    case 'passenger_type_changes':
      return t('trips.warnings.passenger_type_changes', {
        traveller,
        from: passenger(warning.from),
        to: passenger(warning.to),
      });
    case 'passport_expiring':
      return t('trips.warnings.passport_expiring', {
        traveller,
        date: warning.expires_on ? formatDay(warning.expires_on, language) : '—',
      });
    default:
      return t(`trips.warnings.${warning.kind}`, { traveller });
  }
}

/** The warnings of a list row: an icon and their count, the sentences in a tooltip. */
export function WarningsIndicator({ warnings }: { warnings: TravellerWarning[] }) {
  const { t, i18n } = useTranslation();
  const label = t('tripsList.warningsCount', { count: warnings.length });
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>
        <button
          type="button"
          aria-label={`${label}: ${warnings.map((warning) => warningText(t, warning, i18n.language)).join(' ')}`}
          className="inline-flex cursor-help items-center gap-1 rounded px-1 font-medium text-warning-700 tabular-nums focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-warning-400"
        >
          <TriangleAlert aria-hidden="true" className="size-4" />
          {warnings.length}
        </button>
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side="top"
          sideOffset={6}
          className="z-50 max-w-sm rounded-md bg-neutral-900 px-3 py-2 text-xs text-white shadow-md dark:bg-neutral-100 dark:text-neutral-900"
        >
          <p className="mb-1 font-semibold">{label}</p>
          <ul className="list-disc space-y-1 pl-4">
            {warnings.map((warning, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no id; their order is the server's
              <li key={index}>
                {warningText(t, warning, i18n.language)}
                {warning.booking ? <span className="opacity-75"> · {warning.booking.title}</span> : null}
              </li>
            ))}
          </ul>
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

/** The trip page's traveller checks: one line per problem, or a reassuring word when none. */
export function TripWarningsPanel({ warnings }: { warnings: TravellerWarning[] }) {
  const { t, i18n } = useTranslation();
  const title = t('tripPage.warnings.title');
  return (
    <Card aria-label={title}>
      <CardHeader
        title={title}
        description={
          warnings.length > 0 ? t('tripsList.warningsCount', { count: warnings.length }) : undefined
        }
      />
      {warnings.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm text-success-700 dark:text-success-400">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="font-medium">{t('tripPage.warnings.none')}</span>
            <span className="block text-xs text-neutral-500 dark:text-neutral-400">
              {t('tripPage.warnings.noneHint')}
            </span>
          </span>
        </p>
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {warnings.map((warning, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no id; their order is the server's
            <li key={index} className="flex items-start gap-2.5 px-4 py-2.5 text-sm">
              <TriangleAlert
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-warning-600 dark:text-warning-400"
              />
              <div className="min-w-0">
                <p className="text-neutral-900 dark:text-neutral-100">
                  {warningText(t, warning, i18n.language)}
                </p>
                {warning.booking ? (
                  <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
                    {warning.booking.title}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
