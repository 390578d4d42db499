import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/features/auth/store/auth-store';
import { PackagesSummary } from '@/features/packages/components/packages-summary';
import { AddressCard } from '@/features/warehouse-address/components/address-card';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { ChoosePlanCallout } from '../../dashboard/choose-plan-callout';
import { NoPlanAddressNote } from '../../dashboard/no-plan-pointer';
import { OfflineNotHeld } from '../../dashboard/offline-not-held';
import { packagePath, PACKAGES_PATH, PICKUP_PATH, TRIPS_PATH } from '../../dashboard/dashboard-tabs';
import { PlanSection } from '../../dashboard/plan-section';
import { QuickActions } from '../../dashboard/quick-actions';
import { useDashboardAccount } from '../../dashboard/use-dashboard-account';

// Out of the first load (decision 101): the trip card, its texts and its schemas come once the plan is known to be valid.
const TripCard = lazyWithTexts(() => import('@/features/trips/components/trip-card').then((m) => ({ default: m.TripCard })), ['trips']);

/** True from the first render where `condition` holds, for good: a refetch that forgets the answer does not hide again. */
function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}

/** Home: greeting, the Miami address, shortcuts, the latest packages, the trip and the plan. */
export default function DashboardHomePage() {
  const { t } = useTranslation();
  const { user, subscription, validAccess, unavailable, choosePlan } = useDashboardAccount();
  const planKnown = useLatch(validAccess !== undefined || unavailable);
  const owner = { fullName: `${user.first_name} ${user.last_name}`.trim(), suiteCode: user.suite_code };
  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-5 sm:py-6 lg:px-0 lg:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('pages.dashboard.greeting', { name: displayName(user) })}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.lead')}</p>
      </div>
      {subscription && validAccess === false && <ChoosePlanCallout subscription={subscription} onChoosePlan={choosePlan} />}
      {/* Columns may shrink below their content (min-w-0): a long package title truncates instead of widening the page. */}
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
        <div className="space-y-5" data-testid={validAccess ? 'section-address-open' : undefined}>
          <AddressCard
            owner={owner}
            hasAccess={unavailable ? false : validAccess}
            renewPrompt={
              // Without a plan the address is hidden and the callout above is the one call to a plan (decision 122);
              // offline and unknown: a note.
              unavailable ? <OfflineNotHeld /> : <NoPlanAddressNote />
            }
          />
          {validAccess && <QuickActions />}
        </div>
        <div className="space-y-5">
          {validAccess && <PackagesSummary packagesHref={PACKAGES_PATH} detailHref={packagePath} />}
          {validAccess && (
            <Suspense fallback={null}>
              <TripCard tripsHref={TRIPS_PATH} packageHref={packagePath} pickupHref={PICKUP_PATH} />
            </Suspense>
          )}
          {/* Shown once the plan is known: drawn earlier, it would be pushed down by the cards above it. Mounted all along
              (hidden), so no new reader of the plan mounts later and asks the network again. */}
          <div className={planKnown ? undefined : 'hidden'}>
            <PlanSection />
          </div>
        </div>
      </div>
    </div>
  );
}
