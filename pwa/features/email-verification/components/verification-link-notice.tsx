import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { useVerificationQuery } from '../hooks/use-verification-query';

/** The landing page's answer to the verification query: a toast on success, this notice on error. */
export function VerificationLinkNotice() {
  const { t } = useTranslation();
  const { linkError, clearQuery } = useVerificationQuery();
  const openVerify = useAccountDialogs((state) => state.openVerify);
  if (!linkError) return null;
  return (
    <Notice
      tone="destructive"
      title={t(linkError.expired ? 'verification.linkNotice.expiredTitle' : 'verification.linkNotice.failedTitle')}
      className="max-w-3xl"
    >
      <p>{t('verification.linkNotice.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" onClick={() => openVerify('', 'expired')}>
          {t('verification.linkNotice.requestNew')}
        </Button>
        <Button size="sm" variant="outline" onClick={clearQuery}>
          {t('verification.linkNotice.dismiss')}
        </Button>
      </div>
    </Notice>
  );
}
