import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@shared/addresses/delivery-address-schema';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { AddressActions } from '../hooks/use-address-actions';
import { addressLines } from '../model/address-lines';
import { CorrectionNotice } from './correction-notice';
import { DeleteAddressDialog } from './delete-address-dialog';

interface AddressCardProps {
  address: DeliveryAddress;
  actions: AddressActions;
  onEdit: () => void;
}

/** One address: verified by the carrier or with its correction to accept; primary, edit, delete. */
export function AddressCard({ address, actions, onEdit }: AddressCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const suggestion = address.suggested_correction;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="delivery-address"
      data-primary={address.is_primary || undefined}
      className={cn('flex flex-col rounded-xl border border-slate-200 p-4', address.is_primary && 'border-cyan-300 ring-2 ring-cyan-600')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {address.name}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {address.is_primary && <span className="rounded-full bg-cyan-100 px-2.5 py-0.5 text-xs font-semibold text-cyan-900">{t('addresses.primary')}</span>}
          {!suggestion && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900" data-testid="address-verified">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
                <path d="M8.1 13.3 4.8 10l-1.1 1.1 4.4 4.4 8.2-8.2-1.1-1.1z" />
              </svg>
              {t('addresses.verified')}
            </span>
          )}
        </div>
      </div>
      <address className="mt-1 text-sm break-words text-slate-700 not-italic">
        {addressLines(address).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="mt-1 text-sm text-slate-600">{t('addresses.phone', { phone: address.phone })}</p>
      {suggestion && <CorrectionNotice address={address} suggestion={suggestion} actions={actions} onEdit={onEdit} />}
      <div role="group" aria-label={t('addresses.actionsOf', { name: address.name })} className="mt-auto flex flex-wrap gap-2 pt-4">
        {!address.is_primary && (
          <Button
            variant="outline"
            className="min-h-11"
            busy={actions.makingPrimaryId === address.id}
            onClick={() => void actions.makePrimary(address.id)}
          >
            {t('addresses.makePrimary')}
          </Button>
        )}
        {!suggestion && (
          <Button variant="outline" className="min-h-11" onClick={onEdit}>
            {t('addresses.edit')}
          </Button>
        )}
        <Button variant="outline" className="min-h-11 text-red-700" onClick={() => setConfirmingDelete(true)}>
          {t('addresses.delete')}
        </Button>
      </div>
      <DeleteAddressDialog
        address={address}
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        busy={actions.removing}
        onConfirm={async () => {
          if (await actions.remove(address.id)) setConfirmingDelete(false);
        }}
      />
    </li>
  );
}
