import { useTranslation } from 'react-i18next';
import { hasValidAccess } from '@shared/subscription/access';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { cn } from '@/lib/cn';

const TONES = {
  active: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-800',
  none: 'bg-slate-100 text-slate-700',
} as const;

/** Active, cancelled (with access left), expired, or no plan. */
export function subscriptionState(sub: Pick<Subscription, 'plan_type' | 'subscription_status' | 'access_until'> | null, now: Date) {
  if (!sub || sub.plan_type === 'none' || !sub.subscription_status) return 'none' as const;
  if (sub.subscription_status === 'cancelled' && !hasValidAccess(sub, now)) return 'expired' as const;
  return sub.subscription_status;
}

export function StatusBadge({ state }: { state: keyof typeof TONES }) {
  const { t } = useTranslation();
  return (
    <span data-testid="subscription-status" className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[state])}>
      {t(`subscription.status.${state}`)}
    </span>
  );
}
