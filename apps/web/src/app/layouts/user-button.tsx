import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** The user menu's trigger: the user's initials (`children` adds the availability dot). */
export function UserButton({ children, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <button
      type="button"
      aria-label={t('shell.userMenu')}
      className="relative flex size-8 cursor-pointer items-center justify-center rounded-full bg-gradient-to-br from-primary-500 to-secondary-500 text-xs font-semibold text-white shadow-sm ring-2 ring-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 dark:ring-neutral-900"
      {...props}
    >
      {initials(user?.name ?? '')}
      {children}
    </button>
  );
}
