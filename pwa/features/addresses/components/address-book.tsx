import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@shared/addresses/delivery-address-schema';
import { PLANS } from '@shared/plans/plan-catalog';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { addressesQuery } from '../api/address-queries';
import { useAddressActions } from '../hooks/use-address-actions';
import { AddressCard } from './address-card';

// The form (react-hook-form, zod, the phone rules) comes with its first open, with the refusals' texts it can show.
const AddressForm = lazyWithTexts(() => import('./address-form').then((m) => ({ default: m.AddressForm })), ['messages']);

/** null: no form; 'new': the add form; an address: its edit form. */
type Editing = null | 'new' | DeliveryAddress;

const MOST_ADDRESSES = Math.max(...PLANS.map((plan) => plan.maxDeliveryAddresses));

/** The customer's delivery addresses, the plan's count, and the add and edit form in a dialog. */
export function AddressBook() {
  const { t } = useTranslation();
  const query = useQuery(addressesQuery());
  const actions = useAddressActions();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <QueryState query={query} errorText={t('addresses.loadFailed')}>
      {({ addresses, max_delivery_addresses: max, can_add_address: canAdd }) => (
        <div className="space-y-4" aria-busy={query.isFetching || undefined}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700" data-testid="address-usage">
              {t('addresses.usage', { count: addresses.length, max })}
            </p>
            {canAdd && (
              <Button size="lg" className="w-full sm:w-auto" onClick={() => setEditing('new')}>
                {t('addresses.add')}
              </Button>
            )}
          </div>
          {!canAdd && (
            <Notice tone="info" className="text-sm">
              <span data-testid="address-limit">{t('addresses.limitReached', { count: max })}</span>
              {max < MOST_ADDRESSES && <span className="mt-1 block">{t('addresses.morePlan', { count: MOST_ADDRESSES })}</span>}
            </Notice>
          )}
          {addresses.length === 0 ? (
            <p className="text-sm text-slate-600">{t('addresses.empty')}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-1">
              {addresses.map((address) => (
                <AddressCard key={address.id} address={address} actions={actions} onEdit={() => setEditing(address)} />
              ))}
            </ul>
          )}
          <AppDialog
            open={editing !== null}
            onOpenChange={(open) => !open && !actions.saving && setEditing(null)}
            title={t(editing === 'new' ? 'addresses.form.addTitle' : 'addresses.form.editTitle')}
            description={t('addresses.form.description')}
            size="lg"
            testId="address-dialog"
          >
            {editing !== null && (
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <AddressForm address={editing === 'new' ? null : editing} actions={actions} onDone={() => setEditing(null)} />
              </Suspense>
            )}
          </AppDialog>
        </div>
      )}
    </QueryState>
  );
}
