import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSessionBootstrap } from '@/features/auth/hooks/use-session-bootstrap';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { addSignOutStep } from '@/features/auth/store/sign-out-steps';
import { forgetThisDevice } from '@/features/push-alerts/model/forget-device';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { OutboxTray } from '@/lib/outbox/outbox-tray';
import { useOutboxSync } from '@/lib/outbox/use-outbox-sync';
import { queryClient } from '@/lib/query-client';
import { useClearAccountDataOnSignOut } from './use-clear-account-data-on-sign-out';

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useSessionBootstrap();
  useClearAccountDataOnSignOut();
  // Every way out (menu, account page, admin header) first stops this device's alerts for the account.
  useEffect(() => addSignOutStep(forgetThisDevice), []);
  useOutboxSync(useAuthStore((state) => state.user?.id ?? null), queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <OutboxTray />
      <LazyToaster label={t('common.notifications')} />
    </QueryClientProvider>
  );
}
