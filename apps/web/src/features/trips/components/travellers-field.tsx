import type { RecordRef } from '@aurora/contracts/records';
import type { TripTraveller } from '@aurora/contracts/travel/trips';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useClientContacts } from '../../../entities/contacts/get-client-contacts';
import { formatDay } from '../../../lib/format';
import { NewTravellerDialog } from './new-traveller-dialog';

type Person = { id: number; name: string; date_of_birth: string | null };

/**
 * Who travels: the people of the trip's client, ticked (the form's `traveller_ids`), with a way to
 * add someone new to the client without leaving the form. Travellers the client no longer lists
 * stay shown while they are on the trip.
 */
export function TravellersField({
  id,
  client,
  current = [],
}: {
  id: string;
  client: RecordRef | null;
  current?: TripTraveller[];
}) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<{ traveller_ids: string[] }>();
  const contacts = useClientContacts(client?.id ?? null);
  const [adding, setAdding] = useState(false);
  const { error } = form.getFieldState('traveller_ids', form.formState);
  const people: Person[] = (contacts.data ?? []).map((contact) => ({
    id: contact.id,
    name: contact.full_name,
    date_of_birth: contact.date_of_birth,
  }));
  for (const traveller of current) {
    if (!people.some((person) => person.id === traveller.id)) people.push(traveller);
  }
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-2" aria-describedby={error ? errorId : hintId}>
      <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
        {t('tripForm.fields.traveller_ids')}
      </legend>
      {!client ? (
        <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {t('tripForm.travellersNeedClient')}
        </p>
      ) : contacts.isPending ? (
        <p className="flex items-center gap-2 text-xs text-neutral-500">
          <Spinner className="size-3.5" />
          {t('tripForm.travellersLoading')}
        </p>
      ) : (
        <Controller
          control={form.control}
          name="traveller_ids"
          render={({ field }) => {
            const chosen = new Set(field.value);
            const toggle = (value: string) =>
              field.onChange(
                chosen.has(value) ? field.value.filter((item) => item !== value) : [...field.value, value],
              );
            return (
              <div className="flex flex-col gap-2">
                {people.length === 0 ? (
                  <p className="text-xs text-neutral-500 dark:text-neutral-400">
                    {t('tripForm.noPeople', { client: client.name })}
                  </p>
                ) : (
                  <ul className="grid gap-1 sm:grid-cols-2">
                    {people.map((person) => {
                      const checkboxId = `${id}-${person.id}`;
                      return (
                        <li key={person.id}>
                          <label
                            htmlFor={checkboxId}
                            className="flex cursor-pointer items-center gap-2.5 rounded-md border border-neutral-200 px-3 py-2 text-sm has-checked:border-primary-300 has-checked:bg-primary-50/60 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-800/60 dark:has-checked:border-primary-500/40 dark:has-checked:bg-primary-500/10"
                          >
                            <Checkbox
                              id={checkboxId}
                              checked={chosen.has(String(person.id))}
                              onChange={() => toggle(String(person.id))}
                              onBlur={field.onBlur}
                            />
                            <span className="min-w-0">
                              <span className="block truncate font-medium text-neutral-900 dark:text-white">
                                {person.name}
                              </span>
                              <span className="block truncate text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                                {person.date_of_birth
                                  ? t('tripForm.bornOn', {
                                      date: formatDay(person.date_of_birth, i18n.language),
                                    })
                                  : t('tripForm.noBirthDate')}
                              </span>
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <Button size="sm" onClick={() => setAdding(true)}>
                    <UserPlus aria-hidden="true" />
                    {t('tripForm.addTraveller')}
                  </Button>
                  <span id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
                    {t('tripForm.travellersHint', { count: field.value.length })}
                  </span>
                </div>
                <NewTravellerDialog
                  clientId={client.id}
                  clientName={client.name}
                  open={adding}
                  onOpenChange={setAdding}
                  onCreated={(contact) => {
                    setAdding(false);
                    field.onChange([...field.value, String(contact.id)]);
                  }}
                />
              </div>
            );
          }}
        />
      )}
      {error ? (
        <p id={errorId} className="text-xs text-error-600 dark:text-error-400">
          {error.message ?? error.root?.message}
        </p>
      ) : null}
    </fieldset>
  );
}
