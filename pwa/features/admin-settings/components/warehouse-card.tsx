import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canActivateWarehouseAddress, canDeleteWarehouseAddress, type WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { WarehouseActions } from '../hooks/use-warehouse-actions';
import { DeleteWarehouseDialog } from './delete-warehouse-dialog';
import { OpeningHoursSummary } from './opening-hours-summary';

interface WarehouseCardProps {
  address: WarehouseAddress;
  actions: WarehouseActions;
  /** Only a superadmin changes addresses. */
  canChange: boolean;
  onEdit: () => void;
}

/** One address; the active one has a green ring and an 'Active' badge and cannot be deleted. */
export function WarehouseCard({ address, actions, canChange, onEdit }: WarehouseCardProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deletable = canDeleteWarehouseAddress(address);
  const extras = [
    address.contact_person && t('adminSettings.warehouses.contact', { value: address.contact_person }),
    address.phone && t('adminSettings.warehouses.phone', { value: address.phone }),
    address.access_code && t('adminSettings.warehouses.accessCode', { value: address.access_code }),
  ].filter(Boolean);

  return (
    <li
      data-testid="warehouse-card"
      data-active={address.is_active || undefined}
      className={cn('flex flex-col rounded-xl border border-slate-200 p-4', address.is_active && 'border-emerald-300 ring-2 ring-emerald-500')}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{address.name}</h4>
        {address.is_active && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">{t('adminSettings.warehouses.active')}</span>
        )}
      </div>
      <address className="mt-1 text-sm text-slate-700 not-italic">
        {address.street_address}
        <br />
        {address.city}, {address.state} {address.postal_code}
        <br />
        {address.country}
      </address>
      {/* Held by an earlier version of the app, an address has no hours until the list is fetched again. */}
      {address.opening_hours && <OpeningHoursSummary hours={address.opening_hours} />}
      {extras.length > 0 && <p className="mt-2 text-sm text-slate-600">{extras.join(' · ')}</p>}
      {address.notes && <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{address.notes}</p>}

      {canChange && (
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap gap-2">
            {canActivateWarehouseAddress(address) && (
              <Button
                size="md"
                className="min-h-11"
                busy={actions.activatingId === address.id}
                busyText={t('adminSettings.warehouses.activating')}
                onClick={() => void actions.activate(address.id)}
              >
                {t('adminSettings.warehouses.activate')}
              </Button>
            )}
            <Button variant="outline" className="min-h-11" onClick={onEdit}>
              {t('adminSettings.warehouses.edit')}
            </Button>
            <Button
              variant="outline"
              className="min-h-11 text-red-700"
              disabled={!deletable}
              aria-describedby={deletable ? undefined : noteId}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('adminSettings.warehouses.delete')}
            </Button>
          </div>
          {!deletable && (
            <p id={noteId} className="mt-2 text-xs text-slate-600">
              {t('adminSettings.warehouses.cannotDeleteActive')}
            </p>
          )}
          <DeleteWarehouseDialog
            address={address}
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            busy={actions.removing}
            onConfirm={async () => {
              if (await actions.remove(address.id)) setConfirmingDelete(false);
            }}
          />
        </div>
      )}
    </li>
  );
}
