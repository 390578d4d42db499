import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { refreshPackageMutation } from '../api/package-queries';

/** Asks the carrier now; the answer replaces the package on screen. */
export function RefreshTrackingButton({ packageId }: { packageId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(refreshPackageMutation(queryClient));
  const [error, setError] = useState<string | null>(null);

  const refresh = async () => {
    setError(null);
    try {
      await mutation.mutateAsync(packageId);
      toast.success(t('packageDetail.refreshed'));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('packageDetail.refreshFailed')));
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="outline" className="w-full sm:w-auto" busy={mutation.isPending} busyText={t('packageDetail.refreshing')} onClick={() => void refresh()} data-testid="refresh-tracking">
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
          <path d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('packageDetail.refresh')}
      </Button>
      {error && <Notice tone="destructive"><span data-testid="refresh-error">{error}</span></Notice>}
    </div>
  );
}
