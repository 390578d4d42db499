import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffDelivery } from '@shared/deliveries/delivery-schema';
import { useShippingText } from '../hooks/use-shipping-text';
import { DeliveryActions } from './delivery-actions';
import { StageBadge } from './stage-badge';

function Field({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-base break-words text-slate-950">{children}</dd>
    </div>
  );
}

interface DeliveryCardProps {
  delivery: StaffDelivery;
  onHandedOver: () => void;
}

/** One paid delivery as the warehouse handles it: whose, which boxes, how heavy, where to, and the next step. */
export function DeliveryCard({ delivery, onHandedOver }: DeliveryCardProps) {
  const { t } = useTranslation();
  const text = useShippingText();
  const { customer, destination } = delivery;
  const titleId = `shipping-delivery-${delivery.id}-title`;
  const shipped = delivery.status === 'shipped' || delivery.status === 'delivered';

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 rounded-2xl border border-slate-300 bg-white p-4 shadow-sm" data-testid="shipping-delivery" data-delivery-id={delivery.id} data-stage={delivery.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-xl font-bold break-words text-slate-950" data-testid="delivery-customer">{customer.name}</h3>
          <p className="text-base text-slate-800">
            <span className="font-mono font-semibold" data-testid="delivery-suite">{customer.suite_code ?? t('shipping.card.noSuite')}</span>
            <span className="text-slate-600"> · {t('shipping.card.number', { id: delivery.id })}</span>
          </p>
          <p className="text-sm text-slate-600">{t('shipping.card.paidAt', { time: text.time(delivery.created_at) })}</p>
        </div>
        <StageBadge stage={delivery.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Field label={t('shipping.card.packages', { count: delivery.packages.length })} className="sm:col-span-2">
          <ul className="space-y-1" data-testid="delivery-packages">
            {delivery.packages.map((pkg) => (
              <li key={pkg.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium">{pkg.title}</span>
                <span className="font-mono text-sm break-all text-slate-700">
                  <span className="sr-only">{t('shipping.card.trackingNumber')}: </span>
                  {pkg.tracking_number}
                </span>
              </li>
            ))}
          </ul>
        </Field>
        <Field label={t('shipping.card.weight')}>
          <span className="text-lg font-semibold" data-testid="delivery-weight">{text.weight(delivery.weight_oz)}</span>
        </Field>
        <Field label={t('shipping.card.service')}>
          <span data-testid="delivery-service">{t('shipping.card.serviceValue', { carrier: delivery.carrier, service: delivery.service })}</span>
        </Field>
        <Field label={t('shipping.card.destination')} className="sm:col-span-2">
          <address className="not-italic" data-testid="delivery-destination">
            <span className="block font-medium">{destination.name}</span>
            <span className="block">{destination.street1}</span>
            {destination.street2 && <span className="block">{destination.street2}</span>}
            <span className="block">{t('shipping.card.cityLine', { city: destination.city, state: destination.state, zip: destination.zip })}</span>
            <span className="block text-slate-700">{destination.phone}</span>
          </address>
        </Field>
        {shipped && (
          <>
            <Field label={t('shipping.card.trackingCode')}>
              <span className="font-mono font-semibold break-all" data-testid="delivery-tracking-code">{delivery.tracking_code ?? t('shipping.card.none')}</span>
            </Field>
            <Field label={t('shipping.card.trackingStatus')}>
              <span data-testid="delivery-tracking-status">{text.trackingStatus(delivery.tracking_status)}</span>
              {delivery.shipped_at && <span className="block text-sm text-slate-600">{t('shipping.card.shippedAt', { time: text.time(delivery.shipped_at) })}</span>}
            </Field>
          </>
        )}
      </dl>
      <div className="mt-auto">
        <DeliveryActions delivery={delivery} onHandedOver={onHandedOver} />
      </div>
    </article>
  );
}
