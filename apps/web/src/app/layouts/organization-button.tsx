import { ChevronsUpDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { readableTextColor } from '../../lib/color-contrast';
import { useOrganizations } from '../../lib/organization-store';

const markText = (code: string) => code.slice(0, 2).toUpperCase();

// The text colour follows the badge colour an administrator picked, so it stays readable on any.
export function OrganizationMark({ code, color }: { code: string; color: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-5 shrink-0 items-center justify-center rounded text-[10px] leading-none font-semibold"
      style={{ backgroundColor: color, color: readableTextColor(color) }}
    >
      {markText(code)}
    </span>
  );
}

/** The organization switcher's trigger: the current organization's mark and name. */
export function OrganizationButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const { current } = useOrganizations();
  return (
    <button
      type="button"
      // The name starts with the text the button shows, mark and name (a space keeps them two
      // words), so a person using speech input can say what they see (WCAG 2.5.3); then it says
      // what the button does.
      aria-label={
        current
          ? t('shell.switchOrganization', { mark: markText(current.code), name: current.name })
          : t('shell.chooseOrganization')
      }
      className="flex h-8 min-w-0 max-w-64 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-[state=open]:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800 dark:data-[state=open]:bg-neutral-800"
      {...props}
    >
      {current ? <OrganizationMark code={current.code} color={current.badge_color} /> : null}{' '}
      <span className="truncate">{current?.name ?? t('shell.chooseOrganization')}</span>
      <ChevronsUpDown aria-hidden="true" className="size-3.5 shrink-0 text-neutral-400" />
    </button>
  );
}
