import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { warehouseAddressesQuery } from '../api/warehouse-queries';
import { useWarehouseActions } from '../hooks/use-warehouse-actions';
import { WarehouseCard } from './warehouse-card';
import { WarehouseForm } from './warehouse-form';

/** null: the list; 'new': the create form; an address: its edit form. */
type Editing = null | 'new' | WarehouseAddress;

/** The warehouse addresses: list, create, edit, delete (never the active one) and activate; changes are the superadmin's. */
export function WarehousesTab({ isSuperadmin }: { isSuperadmin: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(warehouseAddressesQuery());
  const actions = useWarehouseActions();
  const [editing, setEditing] = useState<Editing>(null);

  if (editing !== null) {
    return <WarehouseForm address={editing === 'new' ? null : editing} actions={actions} onDone={() => setEditing(null)} />;
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-slate-900">{t('adminSettings.warehouses.title')}</h3>
          <p className="text-sm text-slate-600">{t('adminSettings.warehouses.hint')}</p>
        </div>
        {isSuperadmin && (
          <Button size="lg" onClick={() => setEditing('new')}>
            {t('adminSettings.warehouses.add')}
          </Button>
        )}
      </div>
      <QueryState query={query} errorText={t('adminSettings.warehouses.loadFailed')} isEmpty={(list) => list.length === 0} emptyText={t('adminSettings.warehouses.empty')}>
        {(addresses) => (
          <ul className="grid gap-3 md:grid-cols-2" aria-busy={query.isFetching || undefined}>
            {addresses.map((address) => (
              <WarehouseCard key={address.id} address={address} actions={actions} canChange={isSuperadmin} onEdit={() => setEditing(address)} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
