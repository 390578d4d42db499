import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { probeApi, reportReachable, useConnectivity } from '@/lib/connectivity';
import { useConnectivityWatch } from '@/lib/connectivity-watch';
import { updatedAgo, useHeldDataTime, useNow } from '@/lib/held-data-time';

/**
 * While the API cannot be reached: the screen shows what the device holds, and says so, with the time
 * of the server's last answer. The status region stays mounted so its text is announced when it appears.
 */
export function OfflineBanner() {
  useConnectivityWatch();
  const unreachable = useConnectivity((state) => state.status === 'unreachable');
  return (
    <div role="status" aria-live="polite" data-testid="offline-status">
      {unreachable && <OfflineNotice />}
    </div>
  );
}

function OfflineNotice() {
  const { t } = useTranslation();
  const heldAt = useHeldDataTime();
  const now = useNow();
  const ago = heldAt === null ? null : updatedAgo(heldAt, now);
  const [checking, setChecking] = useState(false);
  const retry = async () => {
    setChecking(true);
    if (await probeApi()) reportReachable();
    setChecking(false);
  };
  return (
    <div className="border-b border-amber-200 bg-amber-50 text-amber-950" data-testid="offline-banner">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm lg:px-6">
        <p>
          <span className="font-semibold">{t('offline.banner.title')}.</span> {t('offline.banner.text')}
          {ago && ' '}
          {ago && (
            <span className="font-medium" data-testid="offline-updated-at">
              {t(`offline.updated.${ago.key}`, { count: ago.count })}
            </span>
          )}
        </p>
        <Button size="sm" variant="outline" busy={checking} onClick={() => void retry()}>
          {t('offline.banner.retry')}
        </Button>
      </div>
    </div>
  );
}
