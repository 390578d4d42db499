import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { useServerMessage } from '@/lib/use-server-message';
import { useCancelPaypalOrder } from '../hooks/use-cancel-paypal-order';
import type { PaypalFailure } from '../hooks/read-paypal-failure';
import { BackLink } from './back-link';
import type { DeliveryLinks } from './delivery-links';
import { PaypalPending, PaypalResultPanel } from '@/components/paypal/paypal-result-panel';

interface DeliveryPaypalCancelProps {
  deliveryId: number;
  links: DeliveryLinks;
}

/**
 * Where PayPal sends the customer who cancelled there (/dashboard/deliveries/:id/paypal-cancel): the reservation is
 * removed once per visit (nothing was charged, the packages are free again) and the way back to choose again.
 */
export function DeliveryPaypalCancel({ deliveryId, links }: DeliveryPaypalCancelProps) {
  const { t } = useTranslation();
  const { outcome, busy, retry } = useCancelPaypalOrder(deliveryId);
  return (
    <div className="space-y-4" data-testid="delivery-paypal-cancel">
      <BackLink to={links.list}>{t('deliveries.list.back')}</BackLink>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('deliveries.paypal.title')}</h1>
      {outcome === null ? (
        <PaypalPending text={t('deliveries.paypal.cancelling')} />
      ) : outcome.ok ? (
        <Cancelled serverText={outcome.message} links={links} />
      ) : (
        <CancelRefused failure={outcome} deliveryId={deliveryId} links={links} retry={retry} retrying={busy} />
      )}
    </div>
  );
}

function Cancelled({ serverText, links }: { serverText: string; links: DeliveryLinks }) {
  const { t } = useTranslation();
  const message = useServerMessage(serverText);
  return (
    <PaypalResultPanel tone="info" title={t('deliveries.paypal.cancelledTitle')} message={message ?? ''} testId="paypal-cancelled">
      <Link to={links.newDelivery} className={buttonClasses('primary', 'lg')}>
        {t('deliveries.paypal.chooseAgain')}
      </Link>
      <Link to={links.list} className={buttonClasses('outline', 'lg')}>
        {t('deliveries.pay.seeDeliveries')}
      </Link>
    </PaypalResultPanel>
  );
}

interface CancelRefusedProps {
  failure: PaypalFailure;
  deliveryId: number;
  links: DeliveryLinks;
  retry: () => void;
  retrying: boolean;
}

/** Paid meanwhile: the way to the delivery. No answer, or the server could not now: the same call again. */
function CancelRefused({ failure, deliveryId, links, retry, retrying }: CancelRefusedProps) {
  const { t } = useTranslation();
  if (failure.next === 'alreadyPaid') {
    return (
      <PaypalResultPanel tone="info" title={t('deliveries.paypal.alreadyPaidTitle')} message={failure.message} testId="paypal-cancel-refused">
        <Link to={links.delivery(deliveryId)} className={buttonClasses('primary', 'lg')}>
          {t('deliveries.paid.see')}
        </Link>
      </PaypalResultPanel>
    );
  }
  const canRetry = failure.next === 'retry' || failure.next === 'unknown';
  return (
    <PaypalResultPanel tone="problem" title={t('deliveries.paypal.notCancelledTitle')} message={failure.message} busy={retrying} testId="paypal-cancel-refused">
      {canRetry && (
        <Button size="lg" onClick={retry} busy={retrying} busyText={t('deliveries.cancel.cancelling')}>
          {t('deliveries.paypal.retry')}
        </Button>
      )}
      <Link to={links.newDelivery} className={buttonClasses(canRetry ? 'outline' : 'primary', 'lg')}>
        {t('deliveries.paypal.chooseAgain')}
      </Link>
    </PaypalResultPanel>
  );
}
