import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { Button, buttonClasses } from '@/components/ui/button';
import { useServerMessage } from '@/lib/use-server-message';
import { usePaypalCapture } from '../hooks/use-paypal-capture';
import type { PaypalFailure } from '../hooks/read-paypal-failure';
import { BackLink } from './back-link';
import type { DeliveryLinks } from './delivery-links';
import { DeliveryPaid } from './delivery-paid';
import { PaypalPending, PaypalResultPanel } from '@/components/paypal/paypal-result-panel';

interface DeliveryPaypalReturnProps {
  deliveryId: number;
  links: DeliveryLinks;
  /** Paid: the packages changed on the server (they are in a delivery now). */
  onPaid?: (answer: DeliveryAnswer) => void;
}

/**
 * Where PayPal sends the customer back approved (/dashboard/deliveries/:id/paypal-return): the payment captured once
 * per visit, then the paid confirmation, or the reason with the next step.
 */
export function DeliveryPaypalReturn({ deliveryId, links, onPaid }: DeliveryPaypalReturnProps) {
  const { t } = useTranslation();
  const { outcome, busy, retry } = usePaypalCapture(deliveryId, onPaid);
  return (
    <div className="space-y-4" data-testid="delivery-paypal-return">
      <BackLink to={links.list}>{t('deliveries.list.back')}</BackLink>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('deliveries.paypal.title')}</h1>
      {outcome === null ? (
        <PaypalPending text={t('deliveries.paypal.confirming')} />
      ) : !outcome.ok ? (
        <CaptureRefused failure={outcome} deliveryId={deliveryId} links={links} retry={retry} retrying={busy} />
      ) : outcome.answer.delivery.status === 'cancelled' ? (
        <CancelledMeanwhile answer={outcome.answer} links={links} />
      ) : (
        <DeliveryPaid answer={outcome.answer} links={links} />
      )}
    </div>
  );
}

interface CaptureRefusedProps {
  failure: PaypalFailure;
  deliveryId: number;
  links: DeliveryLinks;
  retry: () => void;
  retrying: boolean;
}

/** The reason, and the one thing to do next: ask for rates again, go back to the request, see the delivery, or retry. */
function CaptureRefused({ failure, deliveryId, links, retry, retrying }: CaptureRefusedProps) {
  const { t } = useTranslation();
  const canRetry = failure.next === 'retry' || failure.next === 'unknown';
  return (
    <PaypalResultPanel tone="problem" title={t('deliveries.paypal.notPaidTitle')} message={failure.message} busy={retrying} testId="paypal-capture-refused">
      {canRetry && (
        <Button size="lg" onClick={retry} busy={retrying} busyText={t('deliveries.paypal.confirmingShort')}>
          {t('deliveries.paypal.retry')}
        </Button>
      )}
      {failure.next === 'askAgain' && (
        <Link to={links.newDelivery} className={buttonClasses('primary', 'lg')}>
          {t('deliveries.paypal.askAgain')}
        </Link>
      )}
      {failure.next === 'notApproved' && (
        <Link to={links.newDelivery} className={buttonClasses('primary', 'lg')}>
          {t('deliveries.paypal.backToRequest')}
        </Link>
      )}
      {failure.next === 'alreadyPaid' && (
        <Link to={links.delivery(deliveryId)} className={buttonClasses('primary', 'lg')}>
          {t('deliveries.paid.see')}
        </Link>
      )}
      <Link to={links.list} className={buttonClasses('outline', 'lg')}>
        {t('deliveries.pay.seeDeliveries')}
      </Link>
    </PaypalResultPanel>
  );
}

/** Asked again after the delivery was cancelled (and refunded): said so, with the way to it. */
function CancelledMeanwhile({ answer, links }: { answer: DeliveryAnswer; links: DeliveryLinks }) {
  const { t } = useTranslation();
  const message = useServerMessage(answer.message);
  return (
    <PaypalResultPanel tone="info" title={t('deliveries.paypal.cancelledDeliveryTitle')} message={message ?? ''} testId="paypal-capture-cancelled">
      <Link to={links.delivery(answer.delivery.id)} className={buttonClasses('primary', 'lg')}>
        {t('deliveries.paid.see')}
      </Link>
    </PaypalResultPanel>
  );
}
