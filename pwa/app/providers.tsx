import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useSessionBootstrap } from '@/features/auth/hooks/use-session-bootstrap';
import { useClearAccountDataOnSignOut } from './use-clear-account-data-on-sign-out';

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useSessionBootstrap();
  useClearAccountDataOnSignOut();
  return (
    <>
      {children}
      <Toaster richColors position="top-center" containerAriaLabel={t('common.notifications')} />
    </>
  );
}
