import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { refreshAllTrackingMutation } from '../api/admin-package-queries';
import { refreshSummary } from '../model/refresh-summary';

/** 'Refresh Tracking': asks the carriers about every package not yet delivered, then reloads the list. */
export function RefreshAllButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(refreshAllTrackingMutation(queryClient));

  const refresh = async () => {
    try {
      const summary = refreshSummary(await mutation.mutateAsync());
      toast[summary.tone](t(summary.key, summary.values));
    } catch (error) {
      toast.error(await apiErrorMessage(error, t('admin.refresh.failed')));
    }
  };

  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <Button
            variant="outline"
            size="lg"
            busy={mutation.isPending}
            busyText={t('admin.refresh.busy')}
            onClick={() => void refresh()}
            aria-describedby="refresh-all-hint"
            data-testid="refresh-all-tracking"
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
              <path d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('admin.refresh.button')}
          </Button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg">
            {t('admin.refresh.tooltip')}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      {/* A touch screen never hovers: the tooltip's text is also the button's description. */}
      <span id="refresh-all-hint" className="sr-only">{t('admin.refresh.tooltip')}</span>
    </Tooltip.Provider>
  );
}
