import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';

// The toast renderer (Radix) loads on its own; `toast()` only needs the tiny store, so the
// first screen does not wait for it.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </I18nextProvider>
  );
}
