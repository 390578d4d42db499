import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';
import { useActiveAddress } from '../hooks/use-active-address';
import type { AddressOwner } from '../model/address-lines';
import { AddressDetails } from './address-details';
import { AddressSkeleton } from './address-skeleton';

interface AddressCardProps {
  /** The customer's full name and suite code (user.suite_code). */
  owner: AddressOwner;
  /** Valid access (shared hasValidAccess); undefined while the subscription loads. */
  hasAccess: boolean | undefined;
  /** Shown instead of the address without valid access: the renew prompt. */
  renewPrompt: ReactNode;
}

/**
 * The customer's Miami address: the warehouse's active address composed with their own name and suite,
 * ready to copy into a store's checkout. Hidden without valid access (part 1 section 4).
 */
export function AddressCard({ owner, hasAccess, renewPrompt }: AddressCardProps) {
  const { t } = useTranslation();
  const query = useActiveAddress(hasAccess === true);
  const address = useDeferredFirstAnswer(query.data);
  const loading = hasAccess === undefined || (hasAccess && address === undefined && !query.isError);
  return (
    <section aria-labelledby="address-card-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="address-card">
      <h2 id="address-card-title" className="text-lg font-semibold text-slate-900">{t('warehouse.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('warehouse.lead')}</p>
      <div className="mt-3">
        {loading ? (
          <AddressSkeleton suiteCode={owner.suiteCode} />
        ) : hasAccess ? (
          <QueryState query={query} errorText={t('warehouse.loadFailed')}>
            {(address) => <AddressDetails address={address} owner={owner} />}
          </QueryState>
        ) : (
          renewPrompt
        )}
      </div>
    </section>
  );
}
