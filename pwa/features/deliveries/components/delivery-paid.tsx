import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { buttonClasses } from '@/components/ui/button';
import { useServerMessage } from '@/lib/use-server-message';
import { useDeliveryText } from '../hooks/use-delivery-text';
import { addressLines } from '../model/address-choice';
import type { DeliveryLinks } from './delivery-links';

/** The payment went through: what was paid, where it goes, and the way to the delivery's page. */
export function DeliveryPaid({ answer, links }: { answer: DeliveryAnswer; links: DeliveryLinks }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const message = useServerMessage(answer.message);
  const heading = useRef<HTMLHeadingElement>(null);
  const { delivery } = answer;
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="delivery-paid-title" className="max-w-2xl rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm sm:p-6" data-testid="delivery-paid">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800" aria-hidden="true">
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M8.1 13.3 4.8 10l-1.1 1.1 4.4 4.4 8.2-8.2-1.1-1.1z" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id="delivery-paid-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
            {t('deliveries.paid.title')}
          </h2>
          <p className="mt-1 text-slate-700" role="status">
            {message ?? ''}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t('deliveries.paid.charged')}</dt>
          <dd className="mt-1 font-semibold text-slate-900" data-testid="paid-total">
            {delivery.payment_method === 'paypal'
              ? t('deliveries.paid.chargedToPaypal', { total: text.money(delivery.total_cents) })
              : delivery.paid_with
                ? t('deliveries.paid.chargedTo', { total: text.money(delivery.total_cents), card: text.card(delivery.paid_with) })
                : text.money(delivery.total_cents)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('deliveries.detail.carrier')}</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {delivery.carrier} · {delivery.service}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">{t('deliveries.detail.destination')}</dt>
          <dd className="mt-1 break-words text-slate-900">
            {delivery.destination.name} · {addressLines(delivery.destination).join(', ')}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t('deliveries.paid.next')}</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Link to={links.delivery(delivery.id)} className={buttonClasses('primary', 'lg')}>
          {t('deliveries.paid.see')}
        </Link>
        <Link to={links.list} className={buttonClasses('outline', 'lg')}>
          {t('deliveries.paid.list')}
        </Link>
      </div>
    </section>
  );
}
