import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const controlClasses = cn(
  'block w-full rounded-md border border-neutral-300 bg-white px-2.5 text-sm text-neutral-900 shadow-xs',
  'placeholder:text-neutral-400 transition-colors',
  'focus:border-primary-500 focus:outline-none focus:ring-3 focus:ring-primary-500/20',
  'disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:text-neutral-500',
  'aria-invalid:border-error-500 aria-invalid:focus:ring-error-500/20',
  'dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500 dark:disabled:bg-neutral-800/50',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'h-8', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'py-1.5', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClasses, 'h-8 pr-8', className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 cursor-pointer rounded border-neutral-300 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 dark:border-neutral-600',
        className,
      )}
      {...props}
    />
  );
}
