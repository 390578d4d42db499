import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUsd } from '@shared/money/format-usd';
import { formatLongDate } from '@shared/time/new-york';
import { Button, buttonClasses } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import type { StoragePaypalTarget } from '../api/capture-storage-paypal';
import { useStoragePaypalCapture } from '../hooks/use-storage-paypal-capture';
import { PaypalPending, PaypalResultPanel } from '@/components/paypal/paypal-result-panel';

interface StoragePaypalReturnProps {
  target: StoragePaypalTarget;
  /** The package's page, where the customer goes next. */
  packageHref: string;
  /** Paid: the package's views to read again (its last day moved). */
  onPaid?: () => unknown;
}

/**
 * Where PayPal sends the customer back approved (/dashboard/packages/:id/storage/:extensionId/paypal-return): the
 * payment captured once per visit, then the new last day, or the reason with the next step.
 */
export function StoragePaypalReturn({ target, packageHref, onPaid }: StoragePaypalReturnProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { outcome, busy, retry } = useStoragePaypalCapture(target, onPaid);
  const back = (primary: boolean) => (
    <Link to={packageHref} className={buttonClasses(primary ? 'primary' : 'outline', 'lg')}>
      {t('storageClock.paypal.backToPackage')}
    </Link>
  );
  return (
    <div className="space-y-4" data-testid="storage-paypal-return">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('storageClock.paypal.title')}</h1>
      {outcome === null ? (
        <PaypalPending text={t('storageClock.paypal.confirming')} />
      ) : outcome.ok ? (
        <PaypalResultPanel
          tone="info"
          title={t('storageClock.paypal.paidTitle')}
          message={t('storageClock.paypal.paid', { date: formatLongDate(outcome.answer.extension.new_last_day, language), amount: formatUsd(outcome.answer.extension.amount_cents, language) })}
          testId="storage-paypal-paid"
        >
          {back(true)}
        </PaypalResultPanel>
      ) : (
        <PaypalResultPanel tone="problem" title={t('storageClock.paypal.notPaidTitle')} message={outcome.message} busy={busy} testId="storage-paypal-refused">
          {outcome.retry && (
            <Button size="lg" onClick={retry} busy={busy} busyText={t('storageClock.paypal.confirmingShort')}>
              {t('storageClock.paypal.retry')}
            </Button>
          )}
          {back(!outcome.retry)}
        </PaypalResultPanel>
      )}
    </div>
  );
}
