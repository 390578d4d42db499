import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSessionBootstrap } from '@/features/auth/hooks/use-session-bootstrap';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { addSignOutStep } from '@/features/auth/store/sign-out-steps';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { setOutboxUser } from '@/lib/outbox/outbox-user';
import { queryClient } from '@/lib/query-client';
import type { SignedInServicesProps } from './signed-in-services';
import { useClearAccountDataOnSignOut } from './use-clear-account-data-on-sign-out';

// A chunk that cannot load (offline before it was ever cached) leaves the app running without the outbox's sender.
const SignedInServices = lazy<ComponentType<SignedInServicesProps>>(() => import('./signed-in-services').catch(() => ({ default: () => null })));

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useSessionBootstrap();
  useClearAccountDataOnSignOut();
  // Writes queue under the user at once, before the outbox's sender has loaded.
  useEffect(() => setOutboxUser(userId), [userId]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {userId !== null && (
        <Suspense fallback={null}>
          <SignedInServices key={userId} userId={userId} queryClient={queryClient} addSignOutStep={addSignOutStep} />
        </Suspense>
      )}
      <LazyToaster label={t('common.notifications')} />
    </QueryClientProvider>
  );
}
