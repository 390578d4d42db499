import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { pickupPassQuery } from '../api/pickup-pass-queries';

// The dialog and its QR code library load on the first tap, not with the pickup screen.
const PickupPassDialog = lazyWithTexts(() => import('./pickup-pass-dialog'), ['dashboardTabs']);

interface PickupPassButtonProps {
  pickupId: number;
  describedBy?: string;
}

/**
 * "Pickup pass" on a scheduled pickup. The pass is fetched with the screen, so one online visit keeps it on the
 * device (the query persistence) and it opens at the counter with no signal.
 */
export function PickupPassButton({ pickupId, describedBy }: PickupPassButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useQuery(pickupPassQuery(pickupId));
  return (
    <>
      <Button variant="primary" size="sm" className="min-h-11" aria-describedby={describedBy} busy={query.isPending && query.isFetching} onClick={() => setOpen(true)} data-testid="pickup-pass-button">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M3 3h5v5H3zM12 3h5v5h-5zM3 12h5v5H3zM12 12h2v2h-2zM15 15h2v2h-2z" strokeLinejoin="round" />
        </svg>
        {t('pickupPass.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PickupPassDialog pickupId={pickupId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
