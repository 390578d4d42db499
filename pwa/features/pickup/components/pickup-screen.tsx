import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Package } from '@shared/packages/package-schema';
import { pickupReadiness } from '@shared/packages/pickup-readiness';
import { QueryState } from '@/components/ui/query-state';
import { operationsByTarget, useOutboxOperations } from '@/lib/outbox/use-outbox';
import { pickupsQuery } from '../api/pickup-queries';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { PickupAccountName } from '../hooks/pickup-account-name';
import { sortPickupsBySlot } from '../model/package-selection';
import { PickupCard } from './pickup-card';
import { PickupScreenSkeleton } from './pickup-screen-skeleton';
import { ReadyForPickup } from './ready-for-pickup';
import { SchedulePickupDialog } from './schedule-pickup-dialog';
import { WaitingBookings, WaitingMove } from './waiting-bookings';

const OUTBOX_KINDS = ['pickup-schedule', 'pickup-reschedule', 'pickup-cancel', 'pickup-packages'] as const;

interface PickupScreenProps {
  packages: Package[];
  packagesLoading: boolean;
  /** The booking's answer; its packages are the updated ones, for the packages cache. */
  onBooked: (answer: PickupBooked) => void;
  packageHref: (id: number) => string;
  /** The delivery request, when the plan includes delivery: the other way to get received packages. */
  deliveryHref?: string;
  /** The account's first and last name: the photo ID brought to the counter must show it. */
  accountName: string;
}

/** Warehouse pickup: the packages ready to collect with Schedule pickup, and the pickups booked. */
export function PickupScreen({ accountName, ...props }: PickupScreenProps) {
  return (
    <PickupAccountName value={accountName}>
      <PickupScreenContent {...props} />
    </PickupAccountName>
  );
}

function PickupScreenContent({ packages, packagesLoading, onBooked, packageHref, deliveryHref }: Omit<PickupScreenProps, 'accountName'>) {
  const { t } = useTranslation();
  const [scheduling, setScheduling] = useState(false);
  const query = useQuery(pickupsQuery());
  const outbox = useOutboxOperations(OUTBOX_KINDS);
  const waitingBookings = outbox.filter((operation) => operation.kind === 'pickup-schedule');
  // The latest change waiting for each booked pickup: a move, a cancelling, or its packages.
  const moves = operationsByTarget(outbox.filter((operation) => operation.kind !== 'pickup-schedule'));
  if (packagesLoading || query.isPending) return <PickupScreenSkeleton />;

  // The words and counts of the packages tab too (decision 185).
  const counts = pickupReadiness(packages);
  const atWarehouse = packages.some((pkg) => pkg.delivery_status === 'received' || pkg.delivery_status === 'scheduled');
  if (!atWarehouse && query.data?.length === 0 && outbox.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center" data-testid="pickup-empty">
        <h2 className="font-semibold text-slate-900">{t('pickup.screen.emptyTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('pickup.screen.emptyText')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-5" data-testid="pickup-screen">
      <ReadyForPickup count={counts.atWarehouse} onSchedule={() => setScheduling(true)} />
      {deliveryHref && counts.atWarehouse > 0 && (
        <p className="-mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-600" data-testid="send-to-address">
          {t('pickup.screen.sendToAddressText')}
          <Link to={deliveryHref} className="inline-flex min-h-11 items-center font-medium text-cyan-800 underline-offset-4 hover:underline">
            {t('pickup.screen.sendToAddress')}
          </Link>
        </p>
      )}
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('pickup.screen.scheduledTitle')}</h2>
        {counts.ready > 0 && <p className="text-sm text-slate-600" data-testid="pickup-ready-count">{t('pickup.screen.ready', { count: counts.ready })}</p>}
        <QueryState
          query={query}
          errorText={t('pickup.screen.loadFailed')}
          isEmpty={(pickups) => pickups.length === 0 && waitingBookings.length === 0}
          emptyText={t('pickup.screen.noPickups')}
          className="mt-2"
        >
          {(pickups) => (
            <ul className="mt-2 space-y-3">
              <WaitingBookings operations={waitingBookings} />
              {sortPickupsBySlot(pickups).map((pickup) => (
                <li key={pickup.id}>
                  <PickupCard pickup={pickup} packages={packages} packageHref={packageHref} onBooked={onBooked} />
                  {moves.get(pickup.id) && <WaitingMove operation={moves.get(pickup.id)!} />}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <SchedulePickupDialog open={scheduling} onOpenChange={setScheduling} packages={packages} onBooked={onBooked} />
    </div>
  );
}
