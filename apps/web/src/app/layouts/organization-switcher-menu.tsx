import { Check, Settings2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeferredProps } from '../../components/ui/deferred';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../../components/ui/menu';
import { organizationDashboardPath } from '../../lib/guards';
import { useOrganizations } from '../../lib/organization-store';
import { isAdmin } from '../../lib/permissions';
import { useSession } from '../../lib/session-store';
import { OrganizationButton, OrganizationMark } from './organization-button';

/** The organization switcher, from its trigger. */
export function OrganizationSwitcherMenu({ defaultOpen }: DeferredProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { organizations, current } = useOrganizations();

  if (organizations.length === 0) return null;

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <OrganizationButton />
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
