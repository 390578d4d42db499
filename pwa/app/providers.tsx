import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useSessionBootstrap } from '@/features/auth/hooks/use-session-bootstrap';

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useSessionBootstrap();
  return (
    <>
      {children}
      <Toaster richColors position="top-center" containerAriaLabel={t('common.notifications')} />
    </>
  );
}
