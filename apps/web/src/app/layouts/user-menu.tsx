import { deferred, type PlaceholderProps } from '../../components/ui/deferred';
import { withTexts } from '../../lib/i18n';
import { UserButton } from './user-button';

function Placeholder({ onOpen }: PlaceholderProps) {
  return <UserButton aria-haspopup="menu" aria-expanded={false} onClick={onOpen} />;
}

/**
 * The user's menu (availability, theme, language, logout); the menu, its availability dialog and
 * what they need load after the first screen.
 */
export const UserMenu = deferred(
  async () => (await withTexts(import('./user-menu-content'))).UserMenuContent,
  Placeholder,
);
