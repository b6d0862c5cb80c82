import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/**
 * "Reference: a1b2c3d4" of a failed request (`errorReference`), selectable, and a button that
 * copies the id alone: what a person reads out to support, in a toast or a form's alert.
 */
export function ErrorReference({ reference, className }: { reference: string; className?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const label = copied ? t('toast.referenceCopied') : t('toast.copyReference');
  return (
    <p className={cn('flex items-center gap-1.5 text-xs', className)}>
      <span className="select-all font-mono">{t('toast.reference', { reference })}</span>
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => {
          // The clipboard exists in secure contexts only; the text stays selectable either way.
          navigator.clipboard?.writeText(reference).then(
            () => setCopied(true),
            () => {},
          );
        }}
        className="rounded p-0.5 hover:bg-neutral-100 hover:text-neutral-700 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-neutral-800 dark:hover:text-neutral-200"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-3.5" />
        ) : (
          <Copy aria-hidden="true" className="size-3.5" />
        )}
      </button>
    </p>
  );
}
