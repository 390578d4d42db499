import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { useConnectivity } from '@/lib/connectivity';
import { downloadAccountData } from '../api/download-account-data';
import { CloseAccountDialog } from './close-account-dialog';

interface AccountDataSectionProps {
  className?: string;
  /** The account is closed (its sessions ended on the server): sign out here and leave. */
  onClosed: () => void;
}

/** "Your data": download everything the account holds, or close the account. */
export function AccountDataSection({ className, onClosed }: AccountDataSectionProps) {
  const { t } = useTranslation();
  const offline = useConnectivity((state) => state.status === 'unreachable');
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);

  const download = async () => {
    setFailure(null);
    setDownloading(true);
    try {
      await downloadAccountData();
    } catch (error) {
      setFailure(await describeApiFailure(await getApiFailure(error), t('accountData.download.failed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="account-data-title" className={className} data-testid="account-data">
      <h2 id="account-data-title" className="text-lg font-semibold text-slate-900">
        {t('accountData.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('accountData.download.text')}</p>
      {failure && (
        <Notice tone="destructive" className="mt-3">
          {failure}
        </Notice>
      )}
      {offline && (
        <Notice tone="warning" className="mt-3">
          {t('accountData.offline')}
        </Notice>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" className="min-h-11" onClick={() => void download()} busy={downloading} busyText={t('accountData.download.busy')} disabled={offline}>
          {t('accountData.download.action')}
        </Button>
        <Button variant="outline" className="min-h-11 text-red-700" onClick={() => setClosing(true)} disabled={offline}>
          {t('accountData.close.open')}
        </Button>
      </div>
      <CloseAccountDialog open={closing} onOpenChange={setClosing} onClosed={onClosed} />
    </section>
  );
}
