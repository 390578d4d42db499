import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import type { Package } from '@shared/packages/package-schema';
import { buttonClasses } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { deliveriesQuery, deliveryAddressesQuery } from '../api/delivery-queries';
import { isDeliveryGateRefusal } from '../api/get-delivery';
import { choosablePackages, heldByOpenDeliveries } from '../model/choosable-packages';
import { BackLink } from './back-link';
import { DeliveryGate } from './delivery-gate';
import type { DeliveryLinks } from './delivery-links';
import { DeliveryPaid } from './delivery-paid';
import { DeliveryRequest } from './delivery-request';

interface DeliveryRequestFlowProps {
  /** The customer's packages (GET /api/tracking), from the app. */
  packages: readonly Package[];
  packagesLoading: boolean;
  links: DeliveryLinks;
  /** Paid: the packages changed on the server (they are in a delivery now). */
  onPaid?: (answer: DeliveryAnswer) => void;
}

/**
 * "Send to my address": behind the plan's delivery (GET /api/addresses says it), the request, then the paid
 * confirmation leading to the delivery.
 */
export function DeliveryRequestFlow({ packages, packagesLoading, links, onPaid }: DeliveryRequestFlowProps) {
  const { t } = useTranslation();
  const addresses = useQuery(deliveryAddressesQuery());
  // The open deliveries hold packages that cannot be chosen again.
  const deliveries = useQuery(deliveriesQuery());
  const [paid, setPaid] = useState<DeliveryAnswer | null>(null);
  const loading = packagesLoading || (addresses.data === undefined && !addresses.isError) || (deliveries.data === undefined && !deliveries.isError);

  return (
    <div className="space-y-4" data-testid="delivery-request">
      <BackLink to={links.list}>{t('deliveries.list.back')}</BackLink>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('deliveries.request.title')}</h1>
      {paid ? (
        <DeliveryPaid answer={paid} links={links} />
      ) : loading ? (
        <FlowSkeleton />
      ) : isDeliveryGateRefusal(addresses.error) ? (
        <DeliveryGate />
      ) : (
        <QueryState query={addresses} errorText={t('deliveries.request.addressesFailed')}>
          {(list) => {
            if (!list.delivery_enabled) return <DeliveryGate />;
            // Unreadable deliveries leave every received package choosable: the server refuses one already requested.
            const open = deliveries.data ?? [];
            const choosable = choosablePackages(packages, open);
            if (choosable.length === 0) return <NothingToSend held={heldByOpenDeliveries(packages, open)} listHref={links.list} />;
            return (
              <>
                <p className="text-slate-600">{t('deliveries.request.lead')}</p>
                <DeliveryRequest
                  packages={choosable}
                  heldCount={heldByOpenDeliveries(packages, open)}
                  addresses={list.addresses}
                  links={links}
                  onPaid={(answer) => {
                    setPaid(answer);
                    onPaid?.(answer);
                  }}
                />
              </>
            );
          }}
        </QueryState>
      )}
    </div>
  );
}

function NothingToSend({ held, listHref }: { held: number; listHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center" data-testid="delivery-nothing-to-send">
      <h2 className="font-semibold text-slate-900">{t('deliveries.request.nothingTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('deliveries.request.nothingText')}</p>
      {held > 0 && <p className="mt-1 text-sm text-slate-600">{t('deliveries.request.packagesHeld', { count: held })}</p>}
      <Link to={listHref} className={`${buttonClasses('outline')} mt-4`}>
        {t('deliveries.list.back')}
      </Link>
    </div>
  );
}

function FlowSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-5 lg:grid-cols-2">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {[0, 1].map((card) => (
        <div key={card} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-400 sm:p-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ))}
    </div>
  );
}
