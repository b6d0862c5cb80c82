import type { User } from '@aurora/contracts/auth';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { homePath } from '../../../lib/guards';
import { organizationStore, useOrganizations } from '../../../lib/organization-store';
import { sessionStore, useSession } from '../../../lib/session-store';
import { LoginForm } from '../components/login-form';

function NoAccess({ user }: { user: User }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <div className="flex size-10 items-center justify-center rounded-full bg-warning-50 text-warning-600 dark:bg-warning-500/10 dark:text-warning-400">
        <ShieldAlert aria-hidden="true" className="size-5" />
      </div>
      <p className="text-sm font-medium text-neutral-900 dark:text-white">{t('login.noAccessTitle')}</p>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t('login.noAccessDescription', { email: user.email })}
      </p>
      <Button
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await sessionStore.logout();
          setBusy(false);
        }}
      >
        {t('login.useAnotherAccount')}
      </Button>
    </div>
  );
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { organizations, currentCode } = useOrganizations();
  // Signed in with somewhere to go means a redirect is on its way; keep the form until it lands.
  const stuck = user !== null && homePath({ user, organizations, currentCode }) === null;

  function goHome(signedIn: User) {
    const { organizations, currentCode } = organizationStore.store.getState();
    const target = homePath({ user: signedIn, organizations, currentCode });
    // Without an organization or an agent record there is nowhere to go: the page explains why.
    if (target) navigate(target, { replace: true });
  }

  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-neutral-50 px-4 dark:bg-neutral-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-primary-100/70 to-transparent dark:from-primary-950/40"
      />
      <main className="relative w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-primary-500 to-secondary-600 text-base font-bold text-white shadow-md"
          >
            A
          </span>
          <div>
            <h1 className="text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
              {t('login.title')}
            </h1>
            <p className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">{t('login.subtitle')}</p>
          </div>
        </div>
        <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
          {user && stuck ? <NoAccess user={user} /> : <LoginForm onSuccess={goHome} />}
        </div>
      </main>
    </div>
  );
}
