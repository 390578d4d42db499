import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useErrorText } from '@/lib/use-api-error-text';
import { shippingQueueQuery } from '../api/shipping-queue-queries';
import type { StaffDeliveryFilter } from '../model/staff-delivery-filter';
import { DeliveryCard } from './delivery-card';
import { QueueFilter } from './queue-filter';

/**
 * The staff's deliveries to ship (admin panel and receiving station): paid ones wait for their label, bought ones for
 * the carrier, oldest first as the server lists them.
 */
export function ShippingQueue({ initialFilter = 'to_ship' }: { initialFilter?: StaffDeliveryFilter }) {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState<StaffDeliveryFilter>(initialFilter);
  const query = useQuery(shippingQueueQuery(filter));
  const errorText = useErrorText(query.error, t('shipping.queue.loadFailed'));

  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching} className="space-y-4 rounded-2xl border border-slate-300 bg-slate-50 p-4" data-testid="shipping-queue">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {/* Focus comes here when a handed-over card leaves the list. */}
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-950 outline-none">{t('shipping.queue.title')}</h2>
          <p className="text-base text-slate-700">{t('shipping.queue.hint')}</p>
        </div>
        <Button variant="outline" size="lg" className="h-14" busy={query.isFetching} busyText={t('shipping.queue.refreshing')} onClick={() => void query.refetch()}>
          {t('shipping.queue.refresh')}
        </Button>
      </div>
      <QueueFilter value={filter} onChange={setFilter} />
      <p className="min-h-6 text-base font-medium text-slate-800" aria-live="polite" data-testid="shipping-queue-count">
        {query.data && query.data.length > 0 ? t(`shipping.queue.count.${filter}`, { count: query.data.length }) : ''}
      </p>
      <QueryState query={query} errorText={errorText}>
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700" data-testid="shipping-queue-empty">
              {t(`shipping.queue.empty.${filter}`)}
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {deliveries.map((delivery) => (
                <li key={delivery.id}>
                  <DeliveryCard delivery={delivery} onHandedOver={() => headingRef.current?.focus()} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
