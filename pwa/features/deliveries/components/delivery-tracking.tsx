import { useTranslation } from 'react-i18next';
import type { Delivery } from '@shared/deliveries/delivery-schema';
import { useDeliveryText } from '../hooks/use-delivery-text';
import { RefreshDeliveryButton } from './refresh-delivery-button';

/** The carrier's tracking code and its outbound scans, newest first. */
export function DeliveryTracking({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const events = [...delivery.events].sort((a, b) => b.event_time.localeCompare(a.event_time));
  return (
    <section aria-labelledby="delivery-tracking-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="delivery-tracking">
      <h2 id="delivery-tracking-title" className="text-lg font-semibold text-slate-900">
        {t('deliveries.detail.trackingTitle')}
      </h2>
      {delivery.tracking_code ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('deliveries.detail.trackingCode', { carrier: delivery.carrier })}{' '}
          <span className="font-mono text-base break-all text-slate-900" data-testid="delivery-tracking-code">
            {delivery.tracking_code}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t(delivery.status === 'cancelled' ? 'deliveries.detail.noTrackingCancelled' : 'deliveries.detail.noTrackingYet')}</p>
      )}
      {events.length > 0 && (
        <ol className="mt-4 space-y-4">
          {events.map((event) => {
            const status = text.trackingStatus(event.status);
            const repeatsStatus = event.description.trim().toLowerCase() === status.toLowerCase();
            return (
              <li key={`${event.event_time} ${event.status}`} className="border-l-2 border-slate-200 pl-3 text-sm" data-testid="delivery-event">
                <p className="font-medium text-slate-900">{status}</p>
                {/* The carrier's own words: carriers report in English, whatever the reader's language. */}
                {!repeatsStatus && (
                  <p className="text-slate-700" lang="en">
                    {event.description}
                  </p>
                )}
                {event.location && <p className="text-slate-600">{event.location}</p>}
                <p className="text-slate-500">
                  <time dateTime={event.event_time}>{text.dateTime(event.event_time)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <p className="mt-3 text-xs text-slate-500">{t('deliveries.detail.timesNote')}</p>
      {delivery.status === 'shipped' && <RefreshDeliveryButton deliveryId={delivery.id} />}
    </section>
  );
}
