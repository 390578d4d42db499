import type { ReactNode } from 'react';
import { hasFeature } from '@shared/subscription/feature-gates';
import { DashboardGate, type DashboardFeature } from './dashboard-gate';
import { useDashboardAccount } from './use-dashboard-account';

interface DashboardScreenProps {
  title: string;
  /** The section's feature: a skeleton until the plan is known, then the paywall or the content. */
  feature?: DashboardFeature;
  /** The open content brings its own h1 (the packages list, a package's title); the screen's shows otherwise. */
  contentHasTitle?: boolean;
  children: ReactNode;
}

/** One dashboard section as a screen of its own: one h1 and the content, within the app's width. */
export function DashboardScreen({ title, feature, contentHasTitle, children }: DashboardScreenProps) {
  const { subscription } = useDashboardAccount();
  const open = !feature || hasFeature(subscription, feature, new Date());
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-5 sm:py-6 lg:px-0 lg:py-8">
      {!(open && contentHasTitle) && <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>}
      {feature ? <DashboardGate feature={feature}>{children}</DashboardGate> : children}
    </div>
  );
}
