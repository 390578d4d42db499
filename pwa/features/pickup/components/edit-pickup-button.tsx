import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { pickupsQuery } from '../api/pickup-queries';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { EditPickupDialog } from './edit-pickup-dialog';

interface EditPickupButtonProps {
  pickupId: number;
  onBooked: (answer: PickupBooked) => void;
}

/** "Edit pickup" for a scheduled pickup; disabled until the customer's pickups are loaded and hold it. */
export function EditPickupButton({ pickupId, onBooked }: EditPickupButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useQuery(pickupsQuery());
  const pickup = query.data?.find((candidate) => candidate.id === pickupId);
  return (
    <>
      <Button variant="outline" size="sm" disabled={!pickup} busy={query.isPending} onClick={() => setOpen(true)}>
        {t('pickup.edit.open')}
      </Button>
      {pickup && <EditPickupDialog open={open} onOpenChange={setOpen} pickup={pickup} onBooked={onBooked} />}
    </>
  );
}
