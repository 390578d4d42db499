import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';

/** A payment is never queued like a pickup: the carrier's rates and the card need the server now. */
export function OfflinePayNotice() {
  const { t } = useTranslation();
  return (
    <Notice tone="warning" title={t('deliveries.request.offlineTitle')}>
      <p data-testid="delivery-offline">{t('deliveries.request.offlineText')}</p>
    </Notice>
  );
}
