import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@shared/addresses/delivery-address-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';

interface DeleteAddressDialogProps {
  address: Pick<DeliveryAddress, 'name' | 'is_primary'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => Promise<void>;
}

export function DeleteAddressDialog({ address, open, onOpenChange, busy, onConfirm }: DeleteAddressDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('addresses.deleteConfirm.title')}
      description={t(address.is_primary ? 'addresses.deleteConfirm.textPrimary' : 'addresses.deleteConfirm.text', { name: address.name })}
      size="sm"
      testId="delete-address-dialog"
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('addresses.deleteConfirm.cancel')}
        </Button>
        <Button variant="destructive" size="lg" busy={busy} busyText={t('addresses.deleteConfirm.busy')} onClick={() => void onConfirm()}>
          {t('addresses.deleteConfirm.confirm')}
        </Button>
      </div>
    </AppDialog>
  );
}
