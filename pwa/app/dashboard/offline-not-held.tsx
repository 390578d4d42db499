import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';

/** Offline, for data this device never saved: an honest note rather than a paywall or a load error. */
export function OfflineNotHeld({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Notice tone="warning" title={t('offline.notHeld.title')} className={className}>
      <p data-testid="offline-not-held">{t('offline.notHeld.text')}</p>
    </Notice>
  );
}
