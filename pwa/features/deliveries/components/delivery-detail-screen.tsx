import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Delivery, DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { deliveryQuery } from '../api/delivery-queries';
import { isDeliveryGateRefusal, isDeliveryNotFound } from '../api/get-delivery';
import { useDeliveryText } from '../hooks/use-delivery-text';
import { addressLines } from '../model/address-choice';
import { BackLink } from './back-link';
import { CancelDeliveryButton } from './cancel-delivery-button';
import { DeliveryCost } from './delivery-cost';
import { DeliveryGate } from './delivery-gate';
import { DeliveryStepsList } from './delivery-steps-list';
import { DeliveryTracking } from './delivery-tracking';
import { StagePill } from './stage-pill';

interface DeliveryDetailScreenProps {
  deliveryId: number;
  backHref: string;
  /** Cancelled: its packages wait at the warehouse again. */
  onCancelled?: (answer: DeliveryAnswer) => void;
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/** One delivery: its stage as steps, where it goes, what is in it, what it cost, its tracking, and cancel while allowed. */
export function DeliveryDetailScreen({ deliveryId, backHref, onCancelled }: DeliveryDetailScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(deliveryQuery(deliveryId));
  const held = query.data !== undefined;
  return (
    <div className="space-y-4" data-testid="delivery-detail">
      <BackLink to={backHref}>{t('deliveries.list.back')}</BackLink>
      {!held && isDeliveryNotFound(query.error) ? (
        <div className={`${cardClasses} px-6 py-10 text-center`} data-testid="delivery-not-found">
          <h1 className="text-xl font-semibold text-slate-900">{t('deliveries.detail.notFound')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('deliveries.detail.notFoundText')}</p>
          <Link to={backHref} className={`${buttonClasses('primary')} mt-5`}>
            {t('deliveries.list.back')}
          </Link>
        </div>
      ) : !held && isDeliveryGateRefusal(query.error) ? (
        <DeliveryGate />
      ) : !held && !query.isError ? (
        <DetailSkeleton />
      ) : (
        <QueryState query={query} errorText={t('deliveries.detail.loadFailed')}>
          {(delivery) => <DeliveryDetailBody delivery={delivery} onCancelled={onCancelled} />}
        </QueryState>
      )}
    </div>
  );
}

function DeliveryDetailBody({ delivery, onCancelled }: { delivery: Delivery; onCancelled?: (answer: DeliveryAnswer) => void }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="space-y-4">
        <div className={cardClasses}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('deliveries.detail.title', { id: delivery.id })}</h1>
            <StagePill stage={delivery.status} className="mt-1" />
          </div>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">{t('deliveries.detail.requested')}</dt>
              <dd className="mt-1 font-medium text-slate-900">{text.dateTime(delivery.created_at)}</dd>
            </div>
            {delivery.est_delivery_date && delivery.status !== 'cancelled' && (
              <div>
                <dt className="text-slate-600">{t('deliveries.detail.estimated')}</dt>
                <dd className="mt-1 font-medium text-slate-900">{text.longDate(delivery.est_delivery_date)}</dd>
              </div>
            )}
          </dl>
          {delivery.status === 'cancelled' && (
            <Notice className="mt-4">{t('deliveries.detail.cancelledNote', { total: text.money(delivery.total_cents) })}</Notice>
          )}
          {delivery.can_cancel && (
            <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600">{t('deliveries.cancel.hint')}</p>
              <CancelDeliveryButton delivery={delivery} onCancelled={onCancelled} />
            </div>
          )}
        </div>
        <DeliveryStepsList delivery={delivery} />
        <DeliveryTracking delivery={delivery} />
      </div>
      <div className="space-y-4">
        <section aria-labelledby="delivery-destination-title" className={cardClasses}>
          <h2 id="delivery-destination-title" className="text-lg font-semibold text-slate-900">
            {t('deliveries.detail.destination')}
          </h2>
          <address className="mt-2 text-sm break-words text-slate-700 not-italic" data-testid="delivery-destination">
            <span className="block font-semibold text-slate-900">{delivery.destination.name}</span>
            {addressLines(delivery.destination).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block text-slate-600">{delivery.destination.phone}</span>
          </address>
        </section>
        <section aria-labelledby="delivery-packages-title" className={cardClasses}>
          <h2 id="delivery-packages-title" className="text-lg font-semibold text-slate-900">
            {t('deliveries.detail.packagesTitle', { count: delivery.packages.length })}
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {delivery.packages.map((pkg) => (
              <li key={pkg.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{pkg.title}</span>
                  <span className="block truncate font-mono text-xs text-slate-500">{pkg.tracking_number}</span>
                </span>
                <span className="shrink-0 text-slate-700 tabular-nums">{text.weight(pkg.weight_lb)}</span>
              </li>
            ))}
          </ul>
        </section>
        <DeliveryCost delivery={delivery} />
      </div>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-4 text-slate-400 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {[0, 1].map((column) => (
        <div key={column} className={`${cardClasses} space-y-3`}>
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
