import { deferred, type PlaceholderProps } from '../../components/ui/deferred';
import { withTexts } from '../../lib/i18n';
import { useOrganizations } from '../../lib/organization-store';
import { OrganizationButton } from './organization-button';

function Placeholder({ onOpen }: PlaceholderProps) {
  const { organizations } = useOrganizations();
  if (organizations.length === 0) return null;
  return <OrganizationButton aria-haspopup="menu" aria-expanded={false} onClick={onOpen} />;
}

/**
 * Changing organization navigates to its dashboard; the route guard makes it current. The menu
 * loads after the first screen.
 */
export const OrganizationSwitcher = deferred(
  async () => (await withTexts(import('./organization-switcher-menu'))).OrganizationSwitcherMenu,
  Placeholder,
);
