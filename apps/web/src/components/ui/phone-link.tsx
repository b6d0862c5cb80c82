import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@aurora/contracts/constants';
import { Phone, PhoneOff } from 'lucide-react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatPhone } from '../../lib/phone';
import { Tooltip } from './tooltip';

/** What a call can be logged against (the telephony issue's `callable_type`). */
export type CallableType = 'lead' | 'client' | 'contact' | 'opportunity' | 'trip';

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

/**
 * A phone number formatted for people, with the click-to-call button every phone gets. Until
 * telephony lands, the button is shown disabled with a tooltip saying so; it already takes the
 * props the call will need (contact, callable), so that issue only swaps its behaviour.
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
  if (!phone) {
    return <span className={cn('text-neutral-400 dark:text-neutral-500', className)}>—</span>;
  }
  const formatted = formatPhone(phone);
  const showE164 = formatted !== phone;

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
    <Tooltip label={t('phone.notAvailable')}>
      {/* aria-disabled rather than disabled: a disabled button gets no hover or focus, so no tooltip. */}
      <button
        type="button"
        aria-disabled="true"
        aria-label={t('phone.call', { phone: formatted })}
        data-phone={phone}
        data-contact-id={contactId ?? undefined}
        data-callable-type={callableType}
        data-callable-id={callableId ?? undefined}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
        className="inline-flex size-6 shrink-0 cursor-not-allowed items-center justify-center rounded-md border border-neutral-200 text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500 dark:border-neutral-700 dark:text-neutral-500"
      >
        <Phone aria-hidden="true" className="size-3" />
      </button>
    </Tooltip>
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
