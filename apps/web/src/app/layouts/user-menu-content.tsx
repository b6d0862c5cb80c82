import type { ColorMode, Language } from '@aurora/contracts/constants';
import { Check, Languages, LogOut, Monitor, Moon, PhoneCall, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeferredProps } from '../../components/ui/deferred';
import { MenuCheckboxItem, MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../../components/ui/menu';
import { useMyAvailability } from '../../entities/agents/availability';
import { AvailabilityDot } from '../../entities/agents/availability-badge';
import { useAvailabilityMenu } from '../../entities/agents/availability-menu';
import { setOpenRecordOnCall, useOpenRecordOnCall } from '../../lib/call-preferences';
import { setColorMode, useColorMode } from '../../lib/color-mode';
import { LOGIN_PATH } from '../../lib/guards';
import { setLanguage } from '../../lib/i18n';
import { isAgent } from '../../lib/permissions';
import { sessionStore, useSession } from '../../lib/session-store';
import { UserButton } from './user-button';

const MODES: Array<{ mode: ColorMode; icon: typeof Sun }> = [
  { mode: 'light', icon: Sun },
  { mode: 'dark', icon: Moon },
  { mode: 'auto', icon: Monitor },
];

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

function Selected({ when }: { when: boolean }) {
  return when ? (
    <Check aria-hidden="true" className="ml-auto !text-primary-600 dark:!text-primary-400" />
  ) : null;
}

/** The user menu, from its trigger. */
export function UserMenuContent({ defaultOpen }: DeferredProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const colorMode = useColorMode();
  const agent = isAgent(user);
  const availability = useAvailabilityMenu(agent);
  const mine = useMyAvailability(agent);
  const opensRecord = useOpenRecordOnCall(user?.id);

  async function logOut() {
    await sessionStore.logout();
    navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger asChild>
          <UserButton>
            {mine.data ? (
              <AvailabilityDot
                status={mine.data.status}
                className="absolute -right-0.5 -bottom-0.5 size-2.5 ring-2 ring-white dark:ring-neutral-900"
              />
            ) : null}
          </UserButton>
        </DropdownMenu.Trigger>
        <MenuContent align="end" className="w-64">
          <div className="px-2 py-2">
            <p className="truncate text-sm font-medium text-neutral-900 dark:text-white">{user?.name}</p>
            <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">{user?.email}</p>
          </div>
          <MenuSeparator />
          {availability.items ? (
            <>
              {availability.items}
              <MenuSeparator />
            </>
          ) : null}
          {agent && user ? (
            <>
              <MenuCheckboxItem
                checked={opensRecord}
                onCheckedChange={(checked) => setOpenRecordOnCall(user.id, checked)}
              >
                <PhoneCall aria-hidden="true" />
                {t('telephony.openRecordOnCall')}
              </MenuCheckboxItem>
              <MenuSeparator />
            </>
          ) : null}
          <DropdownMenu.Group>
            <MenuLabel>{t('shell.theme')}</MenuLabel>
            {MODES.map(({ mode, icon: Icon }) => (
              <MenuItem key={mode} onSelect={() => setColorMode(mode)}>
                <Icon aria-hidden="true" />
                {t(`shell.colorModes.${mode}`)}
                <Selected when={colorMode === mode} />
              </MenuItem>
            ))}
          </DropdownMenu.Group>
          <MenuSeparator />
          <DropdownMenu.Group>
            <MenuLabel>{t('shell.language')}</MenuLabel>
            {(Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => (
              <MenuItem key={language} lang={language} onSelect={() => void setLanguage(language)}>
                <Languages aria-hidden="true" />
                {LANGUAGE_NAMES[language]}
                <Selected when={i18n.language === language} />
              </MenuItem>
            ))}
          </DropdownMenu.Group>
          <MenuSeparator />
          <MenuItem onSelect={() => void logOut()}>
            <LogOut aria-hidden="true" />
            {t('shell.logOut')}
          </MenuItem>
        </MenuContent>
      </DropdownMenu.Root>
      {availability.dialog}
    </>
  );
}
