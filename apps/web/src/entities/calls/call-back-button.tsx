import type { CallableType } from '@aurora/contracts/calls';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@aurora/contracts/constants';
import { ChevronDown, Phone, Timer } from 'lucide-react';
import { DropdownMenu, Tooltip as RadixTooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { MenuContent, MenuItem } from '../../components/ui/menu';
import { toastFailure } from '../../components/ui/toast-store';
import { Tooltip } from '../../components/ui/tooltip';
import { type CallRequest, useCallingAvailability } from '../../lib/calling';
import { formatPhone } from '../../lib/phone';

export type CallBackButtonProps = {
  /** The organization the call is made from: the task's or the call's, not necessarily the current one. */
  organizationCode: string;
  /** E.164, as the API answers it. */
  phone: string;
  contactId?: number | null | undefined;
  /** The record the call belongs to (telephony files the call under it). */
  callable?: { type: CallableType; id: number } | null | undefined;
  /** "Call back" (a missed caller) or "Call" (a call task). */
  label?: 'callBack' | 'call';
  /** A record marked do-not-call: the button says so instead of calling. */
  doNotCall?: boolean | undefined;
  size?: 'sm' | 'icon-sm';
  variant?: 'secondary' | 'ghost';
};

/**
 * Returns a call from anywhere (a callback task, a call task, a missed call's page): a live call
 * from the browser, or, from its menu, tracking a call made on another phone. Both go through the
 * shared calling action (lib/calling) from the given organization. While calling is not possible
 * (no device, a call in progress) the button stays focusable, disabled, with a tooltip saying why.
 */
export function CallBackButton({
  organizationCode,
  phone,
  contactId,
  callable,
  label = 'callBack',
  doNotCall = false,
  size = 'sm',
  variant = 'secondary',
}: CallBackButtonProps) {
  const { t } = useTranslation();
  const calling = useCallingAvailability();
  const formatted = formatPhone(phone);
  const liveEnabled = !doNotCall && calling.start !== null && calling.liveBlocked === null;
  const trackedEnabled = !doNotCall && calling.start !== null && calling.trackedBlocked === null;
  const text = t(`calls.callBack.${label}`);
  const named = t(`calls.callBack.${label}Named`, { phone: formatted });
  const reason = doNotCall
    ? t('phone.doNotCall')
    : calling.liveBlocked === 'on-call'
      ? t('telephony.onCall')
      : t('telephony.deviceNotReady');

  const call = (mode: CallRequest['mode']) => {
    const start = calling.start;
    if (!start) return;
    start({
      mode,
      phone,
      organization_code: organizationCode,
      contact_id: contactId ?? null,
      callable_type: callable?.type ?? null,
      callable_id: callable?.id ?? null,
    }).catch((error: unknown) => {
      // The device's own failures (no microphone, not registered) say what to do in their message.
      toastFailure({
        title: t('telephony.callFailed'),
        error,
        fallback: error instanceof Error ? error.message : undefined,
      });
    });
  };

  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <span className="inline-flex shrink-0 items-center">
        <Tooltip label={liveEnabled ? named : reason}>
          {/* aria-disabled rather than disabled: a disabled button gets no hover or focus, so no tooltip. */}
          <Button
            size={size}
            variant={variant}
            aria-disabled={liveEnabled ? undefined : 'true'}
            aria-label={named}
            data-phone={phone}
            data-organization={organizationCode}
            className={
              liveEnabled
                ? 'rounded-r-none text-success-700 dark:text-success-300'
                : 'cursor-not-allowed rounded-r-none text-neutral-400 dark:text-neutral-500'
            }
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              if (liveEnabled) call('live');
            }}
          >
            <Phone aria-hidden="true" />
            {size === 'sm' ? <span className="max-sm:sr-only">{text}</span> : null}
          </Button>
        </Tooltip>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button
              size="icon-sm"
              variant={variant}
              aria-label={t('telephony.moreCallOptions', { phone: formatted })}
              className="w-5 rounded-l-none"
              onClick={(event) => event.stopPropagation()}
            >
              <ChevronDown aria-hidden="true" className="text-neutral-400" />
            </Button>
          </DropdownMenu.Trigger>
          <MenuContent align="end" onClick={(event) => event.stopPropagation()}>
            <MenuItem disabled={!liveEnabled} onSelect={() => call('live')}>
              <Phone aria-hidden="true" />
              {named}
            </MenuItem>
            <MenuItem disabled={!trackedEnabled} onSelect={() => call('tracked')}>
              <Timer aria-hidden="true" />
              {t('telephony.trackExternal')}
            </MenuItem>
          </MenuContent>
        </DropdownMenu.Root>
      </span>
    </RadixTooltip.Provider>
  );
}
