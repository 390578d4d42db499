import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { pickupsQuery } from '../api/pickup-queries';
import type { Package } from '@shared/packages/package-schema';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { EditPickupDialog } from './edit-pickup-dialog';

interface EditPickupButtonProps {
  pickupId: number;
  /** The customer's packages, to add to or take off the pickup. */
  packages?: readonly Package[];
  onBooked: (answer: PickupBooked) => void;
}

/** "Edit pickup" for a scheduled pickup (its packages, slot, or cancelling it); disabled until the customer's pickups are loaded and hold it. */
export function EditPickupButton({ pickupId, packages, onBooked }: EditPickupButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useQuery(pickupsQuery());
  const pickup = query.data?.find((candidate) => candidate.id === pickupId);
  return (
    <>
      <Button variant="outline" size="sm" disabled={!pickup} busy={query.isPending} onClick={() => setOpen(true)}>
        {t('pickup.edit.open')}
      </Button>
      {pickup && <EditPickupDialog open={open} onOpenChange={setOpen} pickup={pickup} packages={packages} onBooked={onBooked} />}
    </>
  );
}
