import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { validationText } from '../../lib/validation';
import { ErrorReference } from './error-reference';

/** One titled block of a long form: title and hint on the left, the fields on the right. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'grid gap-4 border-b border-neutral-200 px-4 py-5 last:border-b-0 sm:px-6 md:grid-cols-3 md:gap-8 dark:border-neutral-800',
        className,
      )}
    >
      <div>
        <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{title}</h2>
        {description ? (
          <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">{description}</p>
        ) : null}
      </div>
      <div className="grid content-start gap-4 sm:grid-cols-2 md:col-span-2">{children}</div>
    </div>
  );
}

/**
 * The form-level error (a failed save, or server messages for fields the form does not show, one
 * after another): each sentence of the validation table in the interface language. A failed save
 * support must look up also shows its `reference` (`useServerSubmit` puts it at
 * `errors.root.reference.message`).
 */
export function FormAlert({
  message,
  reference,
}: {
  message: string | undefined;
  reference?: string | undefined;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  const text = message
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((sentence) => validationText(sentence, t))
    .join(' ');
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700 dark:border-error-900 dark:bg-error-950/40 dark:text-error-300"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <span>{text}</span>
        {reference ? <ErrorReference reference={reference} className="mt-1" /> : null}
      </div>
    </div>
  );
}

/** The save bar under a page form, kept in view while scrolling. */
export function FormFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 mt-4 flex justify-end gap-2 border-t border-neutral-200 bg-neutral-50/90 py-3 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/90">
      {children}
    </div>
  );
}
