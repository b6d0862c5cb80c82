import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type Tone = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error' | 'neutral';

const tones: Record<Tone, string> = {
  primary: 'bg-primary-50 text-primary-700 ring-primary-600/20 dark:bg-primary-500/10 dark:text-primary-300',
  secondary:
    'bg-secondary-50 text-secondary-700 ring-secondary-600/20 dark:bg-secondary-500/10 dark:text-secondary-300',
  info: 'bg-info-50 text-info-700 ring-info-600/20 dark:bg-info-500/10 dark:text-info-300',
  success: 'bg-success-50 text-success-700 ring-success-600/20 dark:bg-success-500/10 dark:text-success-300',
  warning: 'bg-warning-50 text-warning-800 ring-warning-600/30 dark:bg-warning-500/10 dark:text-warning-300',
  error: 'bg-error-50 text-error-700 ring-error-600/20 dark:bg-error-500/10 dark:text-error-300',
  neutral: 'bg-neutral-100 text-neutral-700 ring-neutral-500/20 dark:bg-neutral-800 dark:text-neutral-300',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
