import type { ReactNode } from 'react';
import type { ACCESS_FEATURES } from '@shared/subscription/feature-gates';
import { PaywallGate } from '@/features/subscription/components/paywall-gate';
import { NoPlanPointer } from './no-plan-pointer';
import { OfflineNotHeld } from './offline-not-held';
import { ScreenSkeleton } from './screen-skeleton';
import { useDashboardAccount } from './use-dashboard-account';

/** The sections any plan opens, and delivery (Standard and Premium: Basic meets its paywall card). */
export type DashboardFeature = (typeof ACCESS_FEATURES)[number] | 'delivery';

/** Support is open to every signed-in customer, with a plan or not (docs/decisions/122). */
const OPEN_WITHOUT_PLAN: readonly DashboardFeature[] = ['contact_support'];

interface DashboardGateProps {
  feature: DashboardFeature;
  /** A one-line skeleton, for a gate around a single button. */
  compact?: boolean;
  children: ReactNode;
}

/**
 * A dashboard section behind its feature (part 2 section 2): a skeleton until the plan is known; without a plan
 * one line pointing to Home's single call to choose one (docs/decisions/122); a plan below the feature's gets the
 * paywall card. Offline without the plan held on the device, a note saying so (never a paywall).
 */
export function DashboardGate({ feature, compact, children }: DashboardGateProps) {
  const { subscription, validAccess, unavailable, choosePlan } = useDashboardAccount();
  if (OPEN_WITHOUT_PLAN.includes(feature)) return <>{children}</>;
  if (unavailable) return <OfflineNotHeld />;
  if (validAccess === undefined) return compact ? <ScreenSkeleton rows={1} rowClassName="h-12 w-48" /> : <ScreenSkeleton />;
  if (!validAccess) return <NoPlanPointer />;
  return (
    <PaywallGate subscription={subscription} feature={feature} onSubscribe={() => choosePlan()}>
      {children}
    </PaywallGate>
  );
}
