import type { CallableType } from '@aurora/contracts/calls';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@aurora/contracts/constants';
import { ChevronDown, NotebookPen, Phone, PhoneOff, Timer } from 'lucide-react';
import { DropdownMenu, Tooltip as RadixTooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CallRequest, useCallingAvailability } from '../../lib/calling';
import { cn } from '../../lib/cn';
import { useOrganizations } from '../../lib/organization-store';
import { formatPhone } from '../../lib/phone';
import { MenuContent, MenuItem } from '../ui/menu';
import { toastFailure } from '../ui/toast-store';
import { Tooltip } from '../ui/tooltip';

export type PhoneLinkProps = {
  /** E.164, as the API answers it. */
  phone: string | null | undefined;
  /** The person being called, when known (telephony matches the call to them). */
  contact_id?: number | null | undefined;
  /** The record the call belongs to. */
  callable_type?: CallableType | undefined;
  callable_id?: number | null | undefined;
  /** Do-not-call records show the number without the call button. */
  doNotCall?: boolean | undefined;
  /** `stacked` (record pages): the E.164 form under the number; `inline` (tables): one line. */
  layout?: 'stacked' | 'inline';
  className?: string | undefined;
};

const buttonClasses = (enabled: boolean) =>
  cn(
    'inline-flex size-6 shrink-0 items-center justify-center rounded-md border focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500',
    enabled
      ? 'border-success-300 bg-success-50 text-success-700 hover:bg-success-100 dark:border-success-500/40 dark:bg-success-500/10 dark:text-success-300 dark:hover:bg-success-500/20'
      : 'cursor-not-allowed border-neutral-200 text-neutral-400 dark:border-neutral-700 dark:text-neutral-500',
  );

/**
 * A phone number formatted for people, with its click-to-call buttons: the main one places a live
 * call from the browser, the small menu next to it tracks a call made on another phone. Both use
 * the shared calling action (lib/calling), filled by the telephony feature; while the device is
 * not ready or a call is in progress they are disabled with a tooltip saying why.
 */
export function PhoneLink({
  phone,
  contact_id: contactId,
  callable_type: callableType,
  callable_id: callableId,
  doNotCall = false,
  layout = 'stacked',
  className,
}: PhoneLinkProps) {
  const { t } = useTranslation();
  const calling = useCallingAvailability();
  const navigate = useNavigate();
  const organization = useOrganizations().current;
  if (!phone) {
    return <span className={cn('text-neutral-500 dark:text-neutral-400', className)}>—</span>;
  }
  const formatted = formatPhone(phone);
  const showE164 = formatted !== phone;
  const liveEnabled = calling.start !== null && calling.liveBlocked === null;
  const trackedEnabled = calling.start !== null && calling.trackedBlocked === null;
  const liveReason =
    calling.liveBlocked === 'on-call' ? t('telephony.onCall') : t('telephony.deviceNotReady');

  const call = (mode: CallRequest['mode']) => {
    const start = calling.start;
    if (!start) return;
    start({
      mode,
      phone,
      contact_id: contactId ?? null,
      callable_type: callableType ?? null,
      callable_id: callableType ? (callableId ?? null) : null,
    }).catch((error: unknown) => {
      console.warn('The call could not start', error);
      // The device's own failures (no microphone, not registered) say what to do in their message.
      toastFailure({
        title: t('telephony.callFailed'),
        error,
        fallback: error instanceof Error ? error.message : undefined,
      });
    });
  };

  // The manual call log, filled in with this number and its record (a call made before, elsewhere).
  const logPastCall = (organizationCode: string) => {
    const query = new URLSearchParams({ phone });
    if (contactId) query.set('contact_id', String(contactId));
    if (callableType && callableId) {
      query.set('callable_type', callableType);
      query.set('callable_id', String(callableId));
    }
    navigate(`/${organizationCode.toLowerCase()}/calls/log?${query}`);
  };

  const action = doNotCall ? (
    <Tooltip label={t('phone.doNotCall')}>
      <span
        role="img"
        aria-label={t('phone.doNotCall')}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-warning-600 dark:text-warning-400"
      >
        <PhoneOff aria-hidden="true" className="size-3.5" />
      </span>
    </Tooltip>
  ) : (
    <span className="inline-flex shrink-0 items-center gap-0.5">
      <Tooltip label={liveEnabled ? t('phone.call', { phone: formatted }) : liveReason}>
        {/* aria-disabled rather than disabled: a disabled button gets no hover or focus, so no tooltip. */}
        <button
          type="button"
          aria-disabled={liveEnabled ? undefined : 'true'}
          aria-label={t('phone.call', { phone: formatted })}
          data-phone={phone}
          data-contact-id={contactId ?? undefined}
          data-callable-type={callableType}
          data-callable-id={callableId ?? undefined}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            if (liveEnabled) call('live');
          }}
          className={buttonClasses(liveEnabled)}
        >
          <Phone aria-hidden="true" className="size-3" />
        </button>
      </Tooltip>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('telephony.moreCallOptions', { phone: formatted })}
          onClick={(event) => event.stopPropagation()}
          className="inline-flex h-6 w-4 shrink-0 items-center justify-center rounded-md text-neutral-500 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-neutral-400 dark:hover:bg-neutral-800"
        >
          <ChevronDown aria-hidden="true" className="size-3" />
        </DropdownMenu.Trigger>
        <MenuContent align="start" onClick={(event) => event.stopPropagation()}>
          <MenuItem disabled={!liveEnabled} onSelect={() => call('live')}>
            <Phone aria-hidden="true" />
            {t('phone.call', { phone: formatted })}
          </MenuItem>
          <MenuItem disabled={!trackedEnabled} onSelect={() => call('tracked')}>
            <Timer aria-hidden="true" />
            {t('telephony.trackExternal')}
          </MenuItem>
          {organization ? (
            <MenuItem onSelect={() => logPastCall(organization.code)}>
              <NotebookPen aria-hidden="true" />
              {t('telephony.logPastCall')}
            </MenuItem>
          ) : null}
        </MenuContent>
      </DropdownMenu.Root>
    </span>
  );

  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {layout === 'inline' ? (
        <span className={cn('inline-flex min-w-0 items-center gap-1.5', className)}>
          <span className="truncate tabular-nums" title={showE164 ? phone : undefined}>
            {formatted}
          </span>
          {action}
        </span>
      ) : (
        <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
          <span className="flex min-w-0 flex-col">
            <span className="truncate tabular-nums">{formatted}</span>
            {showE164 ? (
              <span className="truncate font-mono text-[11px] text-neutral-500 dark:text-neutral-400">
                {phone}
              </span>
            ) : null}
          </span>
          {action}
        </span>
      )}
    </RadixTooltip.Provider>
  );
}
