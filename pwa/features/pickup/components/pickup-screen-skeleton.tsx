import { useTranslation } from 'react-i18next';

/** The screen's shape while the packages and pickups load: the ready call to action and one pickup. */
export function PickupScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="space-y-5" data-testid="pickup-screen-loading">
      <div className="flex animate-pulse flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
        <div className="space-y-2">
          <div className="h-5 w-48 rounded bg-slate-200" />
          <div className="h-4 w-56 rounded bg-slate-200" />
        </div>
        <div className="h-10 w-36 rounded-lg bg-slate-200" />
      </div>
      <div className="animate-pulse space-y-3">
        <div className="h-5 w-40 rounded bg-slate-200" />
        <div className="h-36 rounded-xl border border-slate-200 bg-slate-50" />
      </div>
    </div>
  );
}
