import type { Itinerary } from '@aurora/contracts/travel/trips';
import type { TFunction } from 'i18next';
import { Mail, Phone } from 'lucide-react';
import { formatPhone } from '../../../lib/phone';
import { formatTripDates } from './trip-format';

/** A day of the itinerary as its heading reads: "Thursday, March 12, 2027". */
function formatDayHeading(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The day's number in the trip: counted from its first day, so a quiet week shows as a gap. */
function dayNumber(date: string, start: string | null, index: number): number {
  if (!start) return index + 1;
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
  return Number.isNaN(days) || days < 0 ? index + 1 : days + 1;
}

/**
 * The itinerary as the client reads it (on screen and on paper): the agency, the trip, who
 * travels, then day by day in local times, and the notes for the client. Never a price. `t`
 * speaks the document's language, which may not be the screen's.
 */
export function ItineraryDocument({
  itinerary,
  language,
  t,
}: {
  itinerary: Itinerary;
  language: string;
  t: TFunction;
}) {
  const dates = formatTripDates(itinerary.start_date, itinerary.end_date, language, {
    from: (date) => t('trips.dates.from', { date }),
    until: (date) => t('trips.dates.until', { date }),
  });
  return (
    <article
      lang={language}
      aria-label={t('tripItinerary.documentLabel', { reference: itinerary.reference })}
      className="mx-auto max-w-3xl rounded-lg border border-neutral-200 bg-white px-6 py-8 text-neutral-900 shadow-xs sm:px-10 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-100 print:max-w-none print:rounded-none print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-neutral-200 pb-5 dark:border-neutral-800 print:border-neutral-300">
        <div>
          <p className="text-lg font-semibold tracking-tight">{itinerary.agency.name}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600 dark:text-neutral-400 print:text-neutral-700">
            {itinerary.agency.phone ? (
              <a
                href={`tel:${itinerary.agency.phone}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <Phone aria-hidden="true" className="size-3.5" />
                {formatPhone(itinerary.agency.phone)}
              </a>
            ) : null}
            {itinerary.agency.email ? (
              <a
                href={`mailto:${itinerary.agency.email}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <Mail aria-hidden="true" className="size-3.5" />
                {itinerary.agency.email}
              </a>
            ) : null}
          </div>
        </div>
        <div className="text-right">
          <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase dark:text-neutral-400 print:text-neutral-600">
            {t('tripItinerary.heading')}
          </p>
          <p className="font-mono text-sm tabular-nums">{itinerary.reference}</p>
        </div>
      </header>

      <section className="border-b border-neutral-200 py-5 dark:border-neutral-800 print:border-neutral-300">
        <h2 className="text-2xl font-semibold tracking-tight">{itinerary.title}</h2>
        {dates ? (
          <p className="mt-1 text-sm text-neutral-600 tabular-nums dark:text-neutral-400">{dates}</p>
        ) : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 print:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-neutral-500 dark:text-neutral-400">
              {t('tripItinerary.client')}
            </dt>
            <dd>{itinerary.client}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-neutral-500 dark:text-neutral-400">
              {itinerary.for_traveller ? t('tripItinerary.preparedFor') : t('tripItinerary.travellers')}
            </dt>
            <dd>{itinerary.for_traveller ?? (itinerary.travellers.join(', ') || '—')}</dd>
          </div>
        </dl>
      </section>

      {itinerary.days.length === 0 ? (
        <p className="py-8 text-center text-sm text-neutral-500 dark:text-neutral-400">
          {t('tripItinerary.noDays')}
        </p>
      ) : (
        <ol className="divide-y divide-neutral-100 dark:divide-neutral-800 print:divide-neutral-200">
          {itinerary.days.map((day, index) => (
            <li key={day.date} className="break-inside-avoid py-5">
              <h3 className="flex items-baseline gap-3">
                <span className="text-xs font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300 print:text-black">
                  {t('tripItinerary.day', { number: dayNumber(day.date, itinerary.start_date, index) })}
                </span>
                <span className="font-semibold first-letter:uppercase">
                  {formatDayHeading(day.date, language)}
                </span>
              </h3>
              <ul className="mt-3 space-y-3">
                {day.entries.map((entry, position) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a booking may have two entries a day (out and back)
                    key={`${entry.booking_id}-${position}`}
                    className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 text-sm"
                  >
                    <span className="pt-px font-semibold tabular-nums text-neutral-700 dark:text-neutral-300 print:text-black">
                      {entry.time ?? (
                        <span className="text-xs font-normal text-neutral-500">
                          {t('tripItinerary.allDay')}
                        </span>
                      )}
                    </span>
                    <div className="min-w-0">
                      <p className="font-medium">{entry.title}</p>
                      {entry.lines.map((line, lineIndex) => (
                        <p
                          // biome-ignore lint/suspicious/noArrayIndexKey: lines are the server's, in order, possibly repeated
                          key={lineIndex}
                          className="text-neutral-600 dark:text-neutral-400 print:text-neutral-800"
                        >
                          {line}
                        </p>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}

      {itinerary.notes_for_client ? (
        <section className="mt-2 break-inside-avoid rounded-md bg-neutral-50 px-4 py-3 dark:bg-neutral-800/60 print:border print:border-neutral-300 print:bg-white">
          <h3 className="text-sm font-semibold">{t('tripItinerary.notes')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line">{itinerary.notes_for_client}</p>
        </section>
      ) : null}

      <footer className="mt-6 border-t border-neutral-200 pt-4 text-xs text-neutral-500 dark:border-neutral-800 dark:text-neutral-400 print:border-neutral-300">
        {t('tripItinerary.footer', { agency: itinerary.agency.name })}
      </footer>
    </article>
  );
}
