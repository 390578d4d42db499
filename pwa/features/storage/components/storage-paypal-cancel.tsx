import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { useServerMessage } from '@/lib/use-server-message';
import type { StoragePaypalTarget } from '../api/capture-storage-paypal';
import { useCancelStoragePaypal } from '../hooks/use-cancel-storage-paypal';
import { PaypalPending, PaypalResultPanel } from '@/components/paypal/paypal-result-panel';

interface StoragePaypalCancelProps {
  target: StoragePaypalTarget;
  /** The package's page, where the customer goes next. */
  packageHref: string;
}

/**
 * Where PayPal sends the customer who cancelled there (/dashboard/packages/:id/storage/:extensionId/paypal-cancel): the
 * waiting days given up once per visit (nothing was charged) and the way back to the package.
 */
export function StoragePaypalCancel({ target, packageHref }: StoragePaypalCancelProps) {
  const { t } = useTranslation();
  const { outcome, busy, retry } = useCancelStoragePaypal(target);
  const serverText = useServerMessage(outcome?.ok ? outcome.message : null);
  const back = (primary: boolean) => (
    <Link to={packageHref} className={buttonClasses(primary ? 'primary' : 'outline', 'lg')}>
      {t('storageClock.paypal.backToPackage')}
    </Link>
  );
  return (
    <div className="space-y-4" data-testid="storage-paypal-cancel">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('storageClock.paypal.title')}</h1>
      {outcome === null ? (
        <PaypalPending text={t('storageClock.paypal.cancelling')} />
      ) : outcome.ok ? (
        <PaypalResultPanel tone="info" title={t('storageClock.paypal.cancelledTitle')} message={serverText ?? ''} testId="storage-paypal-cancelled">
          {back(true)}
        </PaypalResultPanel>
      ) : outcome.status === 409 ? (
        // Paid meanwhile (the webhook, or another tab): the days are the customer's.
        <PaypalResultPanel tone="info" title={t('storageClock.paypal.paidTitle')} message={outcome.message} testId="storage-paypal-cancel-refused">
          {back(true)}
        </PaypalResultPanel>
      ) : (
        <PaypalResultPanel tone="problem" title={t('storageClock.paypal.notCancelledTitle')} message={outcome.message} busy={busy} testId="storage-paypal-cancel-refused">
          {outcome.retry && (
            <Button size="lg" onClick={retry} busy={busy} busyText={t('storageClock.paypal.cancelling')}>
              {t('storageClock.paypal.retry')}
            </Button>
          )}
          {back(!outcome.retry)}
        </PaypalResultPanel>
      )}
    </div>
  );
}
