import { useTranslation } from 'react-i18next';
import { ADDRESS_LINE_KEYS } from '../model/address-lines';
import { AddressHint } from './address-hint';

/** The loaded card's size while the address loads, so nothing jumps (the hint is the real one: it needs only the suite). */
export function AddressSkeleton({ suiteCode }: { suiteCode: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="address-skeleton">
      <span className="sr-only" role="status">{t('common.loading')}</span>
      <div className="divide-y divide-slate-100" aria-hidden="true">
        {ADDRESS_LINE_KEYS.map((key) => (
          <div key={key} className="flex min-h-14 items-center justify-between gap-3 py-1.5">
            <div className="space-y-1.5">
              <div className="h-3 w-16 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
            </div>
            <div className="size-11 animate-pulse rounded-lg bg-slate-100" />
          </div>
        ))}
      </div>
      <div className="mt-4 h-12 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
      <AddressHint suiteCode={suiteCode} />
    </div>
  );
}
