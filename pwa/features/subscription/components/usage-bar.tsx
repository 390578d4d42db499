import { useTranslation } from 'react-i18next';
import { usagePercent } from '@shared/subscription/usage';
import { cn } from '@/lib/cn';

/** Shipments in use against the plan's cap; the bar is clamped to 0..100 %. */
export function UsageBar({ used, max }: { used: number; max: number }) {
  const { t } = useTranslation();
  const percent = Math.round(usagePercent(used, max));
  const label = t('subscription.usage.label');
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-600" data-testid="usage-text">{t('subscription.usage.value', { used, max })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('subscription.usage.value', { used, max })}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', percent >= 100 ? 'bg-red-500' : percent >= 80 ? 'bg-amber-500' : 'bg-cyan-600')} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
