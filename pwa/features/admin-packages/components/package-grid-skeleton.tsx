import { useTranslation } from 'react-i18next';

/** 'Loading...' with the shape of the card grid. */
export function PackageGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('admin.list.loading')}</span>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white p-4">
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-3/4 rounded bg-slate-100" />
            <div className="mt-6 h-3 w-2/3 rounded bg-slate-100" />
            <div className="mt-3 h-3 w-1/3 rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
