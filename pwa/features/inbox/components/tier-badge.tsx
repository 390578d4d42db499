import { useTranslation } from 'react-i18next';
import type { SupportTier } from '@shared/contact/support-tier';
import { cn } from '@/lib/cn';

const TONES: Record<SupportTier, string> = {
  vip: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  priority: 'bg-violet-100 text-violet-900 ring-1 ring-violet-300',
  standard: 'bg-slate-100 text-slate-700',
};

/** The sender's support tier when they wrote: VIP (Premium), priority (Standard) or standard. */
export function TierBadge({ tier }: { tier: SupportTier }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', TONES[tier])} data-testid="support-tier" data-tier={tier}>
      {t(`inbox.tiers.${tier}`)}
    </span>
  );
}
