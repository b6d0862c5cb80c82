import { Phone, PhoneOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type CallingButtonProps = ComponentProps<'button'> & {
  /** The device's status, in words. */
  status: string;
  failed: boolean;
  /** Ready to call, or on a call. */
  live: boolean;
};

/** The top bar's phone: green when calls can be made, amber while starting, red when it failed. */
export function CallingButton({ status, failed, live, ...props }: CallingButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('telephony.device.label', { status })}
      title={status}
      className="relative"
      {...props}
    >
      {failed ? <PhoneOff /> : <Phone />}
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-1.5 right-1.5 size-2 rounded-full ring-2 ring-white dark:ring-neutral-950',
          failed ? 'bg-error-500' : live ? 'bg-emerald-500' : 'bg-amber-500 animate-pulse',
        )}
      />
    </Button>
  );
}
