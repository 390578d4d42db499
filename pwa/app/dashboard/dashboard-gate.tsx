import type { ReactNode } from 'react';
import type { ACCESS_FEATURES } from '@shared/subscription/feature-gates';
import { PaywallGate } from '@/features/subscription/components/paywall-gate';
import { OfflineNotHeld } from './offline-not-held';
import { ScreenSkeleton } from './screen-skeleton';
import { useDashboardAccount } from './use-dashboard-account';

export type DashboardFeature = (typeof ACCESS_FEATURES)[number];

interface DashboardGateProps {
  feature: DashboardFeature;
  /** A one-line skeleton, for a gate around a single button. */
  compact?: boolean;
  children: ReactNode;
}

/**
 * A dashboard section behind its feature (part 2 section 2): a skeleton until the plan is known, then the
 * paywall or the section; offline without the plan held on the device, a note saying so (never a paywall).
 */
export function DashboardGate({ feature, compact, children }: DashboardGateProps) {
  const { subscription, validAccess, unavailable, choosePlan } = useDashboardAccount();
  if (unavailable) return <OfflineNotHeld />;
  if (validAccess === undefined) return compact ? <ScreenSkeleton rows={1} rowClassName="h-12 w-48" /> : <ScreenSkeleton />;
  // Every plan grants the dashboard sections, so the only card here is "subscription required".
  return (
    <PaywallGate subscription={subscription} feature={feature} onSubscribe={choosePlan}>
      {children}
    </PaywallGate>
  );
}
