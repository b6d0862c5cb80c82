import { CLIENT_TYPES, type ClientType } from '@aurora/contracts/clients';
import type { ConvertLeadResult, Lead } from '@aurora/contracts/leads';
import { OPPORTUNITY_TITLE_MAX } from '@aurora/contracts/opportunities';
import { Building2, Home, Link2, UserPlus, UserRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Checkbox, Input } from '../../../components/ui/input';
import { ClientPicker } from '../../../entities/clients/client-picker';
import { ApiError, errorMessage, errorReference } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatPhone } from '../../../lib/phone';
import { useConvertLead } from '../api/convert-lead';

// The radio covers its card, invisible: the whole card is the control (and stays testable by role).
const radioOverlay = 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0';

type Mode = 'create' | 'link';

const TYPE_ICONS = { individual: UserRound, household: Home, company: Building2 } as const;

function Choice({
  checked,
  onChange,
  icon,
  title,
  description,
  name,
  value,
}: {
  checked: boolean;
  onChange: () => void;
  icon: ReactNode;
  title: string;
  description: string;
  name: string;
  value: string;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500',
        checked
          ? 'border-primary-500 bg-primary-50/60 ring-1 ring-primary-500 dark:bg-primary-500/10'
          : 'border-neutral-200 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-800/50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className={radioOverlay}
      />
      <span className="mt-0.5 text-neutral-500 [&_svg]:size-4 dark:text-neutral-400">{icon}</span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-neutral-900 dark:text-white">{title}</span>
        <span className="block text-xs text-neutral-500 dark:text-neutral-400">{description}</span>
      </span>
    </label>
  );
}

/**
 * Converts a lead: into a new client (type and name, the lead as its primary contact), or into an
 * existing client found by name, email or phone. `onConverted` gets the server's answer.
 */
/** The lead's trip wishes as a deal's title ("Cancún, Tulum · March 2027"), in the user's language. */
function tripWishesOf(lead: Lead, language: string): string {
  const month = lead.travel_start
    ? new Date(`${lead.travel_start}T12:00:00Z`).toLocaleDateString(language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  return [lead.destinations.join(', '), month].filter(Boolean).join(' · ').slice(0, OPPORTUNITY_TITLE_MAX);
}

export function ConvertLeadDialog({
  lead,
  open,
  onOpenChange,
  onConverted,
}: {
  lead: Lead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConverted: (result: ConvertLeadResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const convert = useConvertLead(lead.id);
  const [mode, setMode] = useState<Mode>('create');
  const [withDeal, setWithDeal] = useState(true);
  const [dealTitle, setDealTitle] = useState(() => tripWishesOf(lead, i18n.language));
  const [clientType, setClientType] = useState<ClientType>('individual');
  const [clientName, setClientName] = useState('');
  const [selected, setSelected] = useState<{ id: number; name: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<{ message: string; reference: string | undefined }>();

  const reset = () => {
    setMode('create');
    setWithDeal(true);
    setDealTitle(tripWishesOf(lead, i18n.language));
    setClientType('individual');
    setClientName('');
    setSelected(null);
    setErrors({});
    setFailure(undefined);
  };

  const submit = async () => {
    setErrors({});
    setFailure(undefined);
    if (mode === 'link' && !selected) {
      setErrors({ client_id: [t('convert.pickClient')] });
      return;
    }
    try {
      const deal = {
        create_opportunity: withDeal,
        opportunity_title: withDeal
          ? dealTitle.trim() || t('convert.dealTitlePlaceholder', { name: lead.full_name })
          : null,
      };
      const result = await convert.mutateAsync(
        mode === 'link'
          ? { client_id: selected?.id, ...deal }
          : { client_type: clientType, client_name: clientName.trim() || null, ...deal },
      );
      reset();
      onConverted(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
      } else {
        setFailure({ message: errorMessage(error, t('convert.failed')), reference: errorReference(error) });
      }
    }
  };

  const leftover = Object.entries(errors)
    .filter(([field]) => !['client_id', 'client_name', 'client_type', 'opportunity_title'].includes(field))
    .flatMap(([, messages]) => messages);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      size="md"
      title={t('convert.title', { name: lead.full_name })}
      description={t('convert.description')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={convert.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={convert.isPending}>
            {t('convert.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4"
      >
        <FormAlert
          message={failure?.message ?? (leftover.length > 0 ? leftover.join(' ') : undefined)}
          reference={failure?.reference}
        />
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t('convert.modeLabel')}</legend>
          <Choice
            name={`${formId}-mode`}
            value="create"
            checked={mode === 'create'}
            onChange={() => setMode('create')}
            icon={<UserPlus />}
            title={t('convert.createNew')}
            description={t('convert.createNewHint')}
          />
          <Choice
            name={`${formId}-mode`}
            value="link"
            checked={mode === 'link'}
            onChange={() => setMode('link')}
            icon={<Link2 />}
            title={t('convert.linkExisting')}
            description={t('convert.linkExistingHint')}
          />
        </fieldset>

        {mode === 'create' ? (
          <div className="flex flex-col gap-4">
            <fieldset>
              <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
                {t('convert.clientType')}
              </legend>
              <div className="grid grid-cols-3 gap-2">
                {CLIENT_TYPES.map((type) => {
                  const Icon = TYPE_ICONS[type];
                  return (
                    <label
                      key={type}
                      className={cn(
                        'relative flex cursor-pointer flex-col items-center gap-1 rounded-lg border px-2 py-2 text-xs font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500',
                        clientType === type
                          ? 'border-primary-500 bg-primary-50/60 text-primary-800 ring-1 ring-primary-500 dark:bg-primary-500/10 dark:text-primary-200'
                          : 'border-neutral-200 text-neutral-700 hover:bg-neutral-50 dark:border-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-800/50',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${formId}-type`}
                        value={type}
                        checked={clientType === type}
                        onChange={() => setClientType(type)}
                        className={radioOverlay}
                      />
                      <Icon aria-hidden="true" className="size-4" />
                      {t(`clientTypes.${type}`)}
                    </label>
                  );
                })}
              </div>
              {errors.client_type?.[0] ? (
                <p className="mt-1 text-xs text-error-600 dark:text-error-400">{errors.client_type[0]}</p>
              ) : null}
            </fieldset>
            <Field
              id={`${formId}-name`}
              label={t('convert.clientName')}
              hint={t('convert.clientNameHint', { name: lead.full_name })}
              error={errors.client_name?.[0]}
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={clientName}
                  onChange={(event) => setClientName(event.target.value)}
                  placeholder={lead.full_name}
                  maxLength={200}
                />
              )}
            </Field>
          </div>
        ) : (
          <div className="flex flex-col gap-1.5">
            <ClientPicker
              label={t('convert.searchClients')}
              placeholder={t('convert.searchPlaceholder')}
              selectedKey={selected?.id ?? null}
              onSelect={(client) => {
                setSelected({ id: client.id, name: client.name });
                setErrors({});
              }}
              aria-invalid={errors.client_id ? true : undefined}
              empty={(searched) =>
                searched ? t('convert.noClients', { q: searched }) : t('convert.noClientsYet')
              }
              renderItem={(client) => (
                <>
                  <span className="block truncate font-medium text-neutral-900 dark:text-white">
                    {client.name}
                  </span>
                  <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
                    {[
                      t(`clientTypes.${client.type}`),
                      client.email,
                      client.phone ? formatPhone(client.phone) : null,
                      t('convert.contactsCount', { count: client.contacts_count }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </>
              )}
            />
            {errors.client_id?.[0] ? (
              <p role="alert" className="text-xs text-error-600 dark:text-error-400">
                {errors.client_id[0]}
              </p>
            ) : selected ? (
              <p className="text-xs text-neutral-600 dark:text-neutral-400">
                {t('convert.linkingTo', { name: selected.name })}
              </p>
            ) : null}
          </div>
        )}
        <div className="flex flex-col gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
          <CheckboxField id={`${formId}-deal`} label={t('convert.withDeal')} hint={t('convert.withDealHint')}>
            <Checkbox
              id={`${formId}-deal`}
              checked={withDeal}
              onChange={(event) => setWithDeal(event.target.checked)}
            />
          </CheckboxField>
          {withDeal ? (
            <Field
              id={`${formId}-deal-title`}
              label={t('convert.dealTitle')}
              hint={t('convert.dealTitleHint')}
              error={errors.opportunity_title?.[0]}
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={dealTitle}
                  onChange={(event) => setDealTitle(event.target.value)}
                  placeholder={t('convert.dealTitlePlaceholder', { name: lead.full_name })}
                  maxLength={OPPORTUNITY_TITLE_MAX}
                />
              )}
            </Field>
          ) : null}
        </div>
        <p className="rounded-md bg-neutral-50 px-3 py-2 text-xs text-neutral-600 dark:bg-neutral-800/50 dark:text-neutral-400">
          {t('convert.whatHappens')}
        </p>
      </form>
    </Dialog>
  );
}
