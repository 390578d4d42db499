import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryQuote } from '@shared/deliveries/delivery-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { ChargedCard as Charged } from '../hooks/use-charged-card';
import { useDeliveryText } from '../hooks/use-delivery-text';
import type { PayRefusal } from '../model/pay-refusal';
import { addressLines } from '../model/address-choice';
import { ChargedCard } from './charged-card';
import type { DeliveryLinks } from './delivery-links';
import { OfflinePayNotice } from './offline-pay-notice';
import { RatePicker } from './rate-picker';

export interface PayFailure {
  message: string;
  refusal: PayRefusal | 'unknown';
}

interface DeliveryRatesStepProps {
  quote: DeliveryQuote;
  rateId: string | null;
  onRateChange: (rateId: string) => void;
  /** Back to the packages and the address (these rates are dropped). */
  onChange: () => void;
  /** The same packages and address quoted again (an expired quote). */
  onAskAgain: () => void;
  asking: boolean;
  charged: Charged;
  onPay: () => void;
  paying: boolean;
  /** The other way to pay: the order created, then PayPal's page. */
  onPaypal: () => void;
  openingPaypal: boolean;
  payFailure: PayFailure | null;
  offline: boolean;
  links: DeliveryLinks;
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** Step two: what goes where, the rates, the card to charge and "Pay $X", or "Pay $X with PayPal". */
export function DeliveryRatesStep(props: DeliveryRatesStepProps) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const legend = useRef<HTMLLegendElement>(null);
  const paypalHintId = useId();
  const { quote, payFailure, paying, openingPaypal, offline } = props;
  const rate = quote.rates.find((candidate) => candidate.rate_id === props.rateId) ?? null;
  // The rates replace the form the customer was in: reading on from their title, not from the top of the page.
  useEffect(() => legend.current?.focus(), [quote.quote_id]);
  const busy = paying || openingPaypal;
  const canPay = rate !== null && !props.charged.missing && !offline && !props.asking && !openingPaypal;
  // PayPal needs no card: it is the way to pay for a customer without one.
  const canPaypal = rate !== null && !offline && !props.asking && !paying;

  return (
    <div className="max-w-2xl space-y-5" data-testid="delivery-rates-step">
      <section aria-labelledby="delivery-summary-title" className={`${cardClasses} flex flex-wrap items-start justify-between gap-3`}>
        <div className="min-w-0">
          <h2 id="delivery-summary-title" className="font-semibold text-slate-900">
            {t('deliveries.rates.summary', { count: quote.packages.length, name: quote.destination.name })}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">{addressLines(quote.destination).join(', ')}</p>
        </div>
        <Button variant="outline" className="min-h-11" onClick={props.onChange} disabled={busy}>
          {t('deliveries.rates.change')}
        </Button>
      </section>
      <div className={cardClasses}>
        <RatePicker ref={legend} quote={quote} value={props.rateId} onChange={props.onRateChange} disabled={busy} />
      </div>
      <section aria-labelledby="delivery-pay-title" className={`${cardClasses} space-y-4`}>
        <h2 id="delivery-pay-title" className="text-lg font-semibold text-slate-900">
          {t('deliveries.pay.title')}
        </h2>
        <ChargedCard charged={props.charged} paymentMethodsHref={props.links.paymentMethods} />
        {offline && <OfflinePayNotice />}
        {payFailure && <PayFailureNotice failure={payFailure} {...props} />}
        <Button
          size="lg"
          className="w-full"
          onClick={props.onPay}
          disabled={!canPay}
          busy={paying}
          busyText={t('deliveries.pay.paying')}
          data-testid="pay-delivery"
        >
          {rate ? t('deliveries.pay.submit', { total: text.money(rate.total_cents) }) : t('deliveries.pay.chooseRate')}
        </Button>
        <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t('deliveries.paypal.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          onClick={props.onPaypal}
          disabled={!canPaypal}
          busy={openingPaypal}
          busyText={t('deliveries.paypal.opening')}
          aria-describedby={paypalHintId}
          data-testid="pay-delivery-paypal"
        >
          {rate ? t('deliveries.paypal.pay', { total: text.money(rate.total_cents) }) : t('deliveries.paypal.payNoRate')}
        </Button>
        <p id={paypalHintId} className="text-xs text-slate-600">
          {t('deliveries.paypal.hint')}
        </p>
      </section>
    </div>
  );
}

/** The reason, and what can be done about it: ask for rates again, add a card, or see the delivery already paid. */
function PayFailureNotice({ failure, onAskAgain, asking, links }: { failure: PayFailure } & DeliveryRatesStepProps) {
  const { t } = useTranslation();
  const linkClasses = 'mt-2 inline-flex min-h-11 items-center font-medium text-cyan-800 underline-offset-4 hover:underline';
  return (
    <Notice tone={failure.refusal === 'unknown' ? 'warning' : 'destructive'}>
      <p data-testid="pay-failure">{failure.message}</p>
      {failure.refusal === 'askAgain' && (
        <Button variant="outline" className="mt-3 min-h-11" busy={asking} busyText={t('deliveries.request.quoting')} onClick={onAskAgain}>
          {t('deliveries.rates.askAgain')}
        </Button>
      )}
      {failure.refusal === 'noCard' && (
        <Link to={links.paymentMethods} className={linkClasses}>
          {t('deliveries.pay.addCard')}
        </Link>
      )}
      {failure.refusal === 'alreadyPaid' && (
        <Link to={links.list} className={linkClasses}>
          {t('deliveries.pay.seeDeliveries')}
        </Link>
      )}
    </Notice>
  );
}
