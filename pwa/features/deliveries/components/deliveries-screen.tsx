import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Delivery } from '@shared/deliveries/delivery-schema';
import { buttonClasses } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { deliveriesQuery } from '../api/delivery-queries';
import { isDeliveryGateRefusal } from '../api/get-delivery';
import { useDeliveryText } from '../hooks/use-delivery-text';
import { DeliveryGate } from './delivery-gate';
import type { DeliveryLinks } from './delivery-links';
import { StagePill } from './stage-pill';

/** The customer's deliveries, newest first, and "Request a delivery". */
export function DeliveriesScreen({ links }: { links: Pick<DeliveryLinks, 'newDelivery' | 'delivery'> }) {
  const { t } = useTranslation();
  const query = useQuery(deliveriesQuery());
  if (isDeliveryGateRefusal(query.error) && query.data === undefined) return <DeliveryGate />;
  return (
    <div className="space-y-5" data-testid="deliveries-screen">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">{t('deliveries.list.lead')}</p>
        <Link to={links.newDelivery} className={`${buttonClasses('primary', 'lg')} w-full shrink-0 sm:w-auto`}>
          {t('deliveries.list.request')}
        </Link>
      </div>
      <QueryState query={query} errorText={t('deliveries.list.loadFailed')} loading={<ListSkeleton />}>
        {(deliveries) =>
          deliveries.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center" data-testid="deliveries-empty">
              <h2 className="font-semibold text-slate-900">{t('deliveries.list.emptyTitle')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('deliveries.list.emptyText')}</p>
            </div>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" aria-busy={query.isFetching || undefined}>
              {deliveries.map((delivery) => (
                <DeliveryItem key={delivery.id} delivery={delivery} href={links.delivery(delivery.id)} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

function DeliveryItem({ delivery, href }: { delivery: Delivery; href: string }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  return (
    <li data-testid="delivery-item">
      <Link
        to={href}
        className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-cyan-300 hover:bg-cyan-50/40 sm:p-5"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{t('deliveries.detail.title', { id: delivery.id })}</span>
            <span className="block text-sm text-slate-600">
              {delivery.carrier} · {delivery.service}
            </span>
          </span>
          <StagePill stage={delivery.status} />
        </span>
        <span className="mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-1 text-sm">
          <span className="text-slate-600">
            {t('deliveries.list.packages', { count: delivery.packages.length })} · {text.longDate(delivery.created_at)}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums">{text.money(delivery.total_cents)}</span>
        </span>
        {delivery.tracking_code && (
          <span className="mt-2 block truncate text-sm text-slate-700">
            {t('deliveries.list.tracking')} <span className="font-mono">{delivery.tracking_code}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="grid gap-3 text-slate-400 md:grid-cols-2">
      {[0, 1].map((item) => (
        <li key={item} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-4 w-24" />
        </li>
      ))}
    </ul>
  );
}
