import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The customer has no packages yet: what to do, with the add button. */
export function PackagesEmpty({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="packages-empty">
      <svg viewBox="0 0 24 24" className="mx-auto size-10 text-cyan-700" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="m21 7.5-9-5.25L3 7.5m18 0-9 5.25m9-5.25v9L12 21.75M3 7.5l9 5.25M3 7.5v9l9 5.25m0-9v9" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('packages.empty.title')}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{t('packages.empty.text')}</p>
      <div className="mt-5 flex justify-center">{action}</div>
    </div>
  );
}
