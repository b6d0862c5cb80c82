import { Check, ChevronsUpDown, Settings2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../../components/ui/menu';
import { readableTextColor } from '../../lib/color-contrast';
import { organizationDashboardPath } from '../../lib/guards';
import { useOrganizations } from '../../lib/organization-store';
import { isAdmin } from '../../lib/permissions';
import { useSession } from '../../lib/session-store';

const markText = (code: string) => code.slice(0, 2).toUpperCase();

// The text colour follows the badge colour an administrator picked, so it stays readable on any.
function OrganizationMark({ code, color }: { code: string; color: string }) {
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

/** Changing organization navigates to its dashboard; the route guard makes it current. */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { organizations, current } = useOrganizations();

  if (organizations.length === 0) return null;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        // The name starts with the text the button shows, mark and name (a space keeps them two
        // words), so a person using speech input can say what they see (WCAG 2.5.3); then it says
        // what the button does.
        aria-label={
          current
            ? t('shell.switchOrganization', { mark: markText(current.code), name: current.name })
            : t('shell.chooseOrganization')
        }
        className="flex h-8 min-w-0 max-w-64 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-500 data-[state=open]:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800 dark:data-[state=open]:bg-neutral-800"
      >
        {current ? <OrganizationMark code={current.code} color={current.badge_color} /> : null}{' '}
        <span className="truncate">{current?.name ?? t('shell.chooseOrganization')}</span>
        <ChevronsUpDown aria-hidden="true" className="size-3.5 shrink-0 text-neutral-400" />
      </DropdownMenu.Trigger>
      <MenuContent
        align="start"
        className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
      >
        <MenuLabel>{t('shell.organizationsLabel')}</MenuLabel>
        {organizations.map((organization) => (
          <MenuItem
            key={organization.id}
            onSelect={() => navigate(organizationDashboardPath(organization.code))}
            aria-current={organization.id === current?.id ? 'true' : undefined}
          >
            <OrganizationMark code={organization.code} color={organization.badge_color} />
            <span className="flex-1 truncate">{organization.name}</span>
            {organization.id === current?.id ? (
              <Check aria-hidden="true" className="!text-primary-600 dark:!text-primary-400" />
            ) : null}
          </MenuItem>
        ))}
        {isAdmin(user) ? (
          <>
            <MenuSeparator />
            <MenuItem onSelect={() => navigate('/organizations')}>
              <Settings2 aria-hidden="true" />
              {t('shell.manageOrganizations')}
            </MenuItem>
          </>
        ) : null}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
