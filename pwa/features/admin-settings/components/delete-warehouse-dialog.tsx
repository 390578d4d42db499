import { useTranslation } from 'react-i18next';
import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';

interface DeleteWarehouseDialogProps {
  address: Pick<WarehouseAddress, 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => Promise<void>;
}

export function DeleteWarehouseDialog({ address, open, onOpenChange, busy, onConfirm }: DeleteWarehouseDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('adminSettings.warehouses.deleteConfirm.title')}
      description={t('adminSettings.warehouses.deleteConfirm.text', { name: address.name })}
      size="sm"
      testId="delete-warehouse-dialog"
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('adminSettings.warehouses.deleteConfirm.cancel')}
        </Button>
        <Button variant="destructive" size="lg" busy={busy} busyText={t('adminSettings.warehouses.deleteConfirm.busy')} onClick={() => void onConfirm()}>
          {t('adminSettings.warehouses.deleteConfirm.confirm')}
        </Button>
      </div>
    </AppDialog>
  );
}
