import { useTranslation } from 'react-i18next';
import type { Delivery } from '@shared/deliveries/delivery-schema';
import { useDeliveryText } from '../hooks/use-delivery-text';

/** Carrier and service, the carrier's price, the handling fee, the total and the card (or PayPal) it was paid with. */
export function DeliveryCost({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const row = 'flex items-baseline justify-between gap-3';
  return (
    <section aria-labelledby="delivery-cost-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="delivery-cost">
      <h2 id="delivery-cost-title" className="text-lg font-semibold text-slate-900">
        {t('deliveries.detail.costTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {delivery.carrier} · {delivery.service}
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        <div className={row}>
          <dt className="text-slate-600">{t('deliveries.detail.rate', { carrier: delivery.carrier })}</dt>
          <dd className="text-slate-900 tabular-nums">{text.money(delivery.rate_cents)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('deliveries.detail.handlingFee')}</dt>
          <dd className="text-slate-900 tabular-nums">{text.money(delivery.handling_fee_cents)}</dd>
        </div>
        <div className={`${row} border-t border-slate-100 pt-2 font-semibold`}>
          <dt className="text-slate-900">{t('deliveries.detail.total')}</dt>
          <dd className="text-slate-900 tabular-nums" data-testid="delivery-total">
            {text.money(delivery.total_cents)}
          </dd>
        </div>
        {(delivery.payment_method === 'paypal' || delivery.paid_with) && (
          <div className={row}>
            <dt className="text-slate-600">{t('deliveries.detail.paidWith')}</dt>
            <dd className="text-slate-900">{delivery.payment_method === 'paypal' ? t('deliveries.paypal.name') : delivery.paid_with && text.card(delivery.paid_with)}</dd>
          </div>
        )}
      </dl>
      {delivery.status === 'cancelled' && <p className="mt-3 text-sm font-medium text-emerald-800">{t('deliveries.detail.refunded')}</p>}
    </section>
  );
}
