import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A neutral placeholder of a screen's first cards while what decides its content loads. */
export function ScreenSkeleton({ rows = 3, rowClassName = 'h-24' }: { rows?: number; rowClassName?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only" role="status">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} aria-hidden="true" className={cn('animate-pulse rounded-2xl bg-slate-200/70', rowClassName)} />
      ))}
    </div>
  );
}
