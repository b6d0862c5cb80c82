import { WEEKDAYS, type Weekday } from '@aurora/contracts/teams';
import { Plus, X } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import {
  alwaysOpen,
  copyMondayToWeekdays,
  emptyHours,
  type HoursValues,
  officeHours,
} from './team-form-values';

type OpeningErrors = { open?: { message?: string }; close?: { message?: string } };
type DayErrors = { message?: string } & Record<number, OpeningErrors | undefined>;

/**
 * The weekly hours: per weekday, its openings (HH:MM, closing may be 24:00), added and removed
 * one by one, with presets. Errors arrive under `business_hours.{day}` (the day) and
 * `business_hours.{day}.{index}.open|close` (an opening).
 */
export function HoursEditor({
  value,
  onChange,
  errors,
}: {
  value: HoursValues;
  onChange: (hours: HoursValues) => void;
  errors: FieldErrors | undefined;
}) {
  const { t } = useTranslation();
  const dayErrors = (day: Weekday) => (errors as Record<string, DayErrors | undefined> | undefined)?.[day];
  const setDay = (day: Weekday, openings: HoursValues[Weekday]) => onChange({ ...value, [day]: openings });

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onChange(officeHours())}>
          {t('teamForm.presetOffice')}
        </Button>
        <Button size="sm" onClick={() => onChange(alwaysOpen())}>
          {t('teamForm.presetAlways')}
        </Button>
        <Button size="sm" onClick={() => onChange(copyMondayToWeekdays(value))}>
          {t('teamForm.copyToWeekdays')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange(emptyHours())}>
          {t('teamForm.clearHours')}
        </Button>
      </div>
      <ul className="flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800">
        {WEEKDAYS.map((day) => {
          const dayName = t(`teams.weekdays.${day}`);
          const openings = value[day] ?? [];
          const errorOfDay = dayErrors(day);
          return (
            <li key={day} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start">
              <span className="w-28 shrink-0 pt-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">
                {dayName}
              </span>
              <div className="flex flex-1 flex-col gap-2">
                {openings.length === 0 ? (
                  <span className="pt-1.5 text-sm text-neutral-500 dark:text-neutral-400">
                    {t('teams.closedDay')}
                  </span>
                ) : null}
                {openings.map((opening, index) => {
                  const openingErrors = errorOfDay?.[index];
                  const message = openingErrors?.open?.message ?? openingErrors?.close?.message;
                  const change = (field: 'open' | 'close', text: string) =>
                    setDay(
                      day,
                      openings.map((item, position) =>
                        position === index ? { ...item, [field]: text } : item,
                      ),
                    );
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: openings have no identity but their place in the day
                    <div key={index} className="flex flex-col gap-1">
                      <div className="flex items-center gap-2">
                        <Input
                          aria-label={`${dayName} ${t('teamForm.fields.open')}`}
                          className="w-24 font-mono tabular-nums"
                          inputMode="numeric"
                          placeholder="09:00"
                          value={opening.open}
                          aria-invalid={openingErrors?.open ? true : undefined}
                          onChange={(event) => change('open', event.target.value)}
                        />
                        <span aria-hidden="true">–</span>
                        <Input
                          aria-label={`${dayName} ${t('teamForm.fields.close')}`}
                          className="w-24 font-mono tabular-nums"
                          inputMode="numeric"
                          placeholder="18:00"
                          value={opening.close}
                          aria-invalid={openingErrors?.close ? true : undefined}
                          onChange={(event) => change('close', event.target.value)}
                        />
                        <Button
                          size="icon-sm"
                          variant="ghost"
                          aria-label={t('teamForm.removeOpening', {
                            day: dayName,
                            open: opening.open,
                            close: opening.close,
                          })}
                          onClick={() =>
                            setDay(
                              day,
                              openings.filter((_, position) => position !== index),
                            )
                          }
                        >
                          <X />
                        </Button>
                      </div>
                      {message ? (
                        <p className="text-xs text-error-600 dark:text-error-400">{message}</p>
                      ) : null}
                    </div>
                  );
                })}
                {errorOfDay?.message ? (
                  <p className="text-xs text-error-600 dark:text-error-400">{errorOfDay.message}</p>
                ) : null}
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('teamForm.addOpening')}: ${dayName}`}
                onClick={() => {
                  const last = openings[openings.length - 1];
                  setDay(day, [
                    ...openings,
                    last
                      ? { open: last.close === '24:00' ? '23:00' : last.close, close: '24:00' }
                      : { open: '09:00', close: '18:00' },
                  ]);
                }}
              >
                <Plus />
                {t('teamForm.addOpening')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
