import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { translateServerMessage } from '@/lib/server-messages';
import type { PaymentFailureDetail } from '../model/payment-failure';

const LIKELY_CAUSES = ['insufficientFunds', 'blockedOrExpired', 'bank', 'wrongData', 'cvvOrExpiry', 'limit'] as const;

interface PaymentFailureDialogProps {
  failure: PaymentFailureDetail | null;
  onRetry: () => void;
  onClose: () => void;
  /** The lead text; the standalone payment page words it slightly differently. */
  messageKey?: 'payment.failure.message' | 'payment.failure.pageMessage';
  /** Once closed: focus goes where the form says (the card form after a retry), not back to the pay button. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Part 1 section 2: the failure dialog with the detail, the likely causes, extra help and retry. */
export function PaymentFailureDialog({ failure, onRetry, onClose, messageKey = 'payment.failure.message', onCloseAutoFocus }: PaymentFailureDialogProps) {
  const { t } = useTranslation();
  const detail = failure ? ('text' in failure.detail ? translateServerMessage(t, failure.detail.text) : t(failure.detail.key, failure.detail.values)) : '';
  return (
    <AppDialog open={failure !== null} onOpenChange={(open) => !open && onClose()} title={t('payment.failure.title')} size="md" testId="payment-failure-dialog" onCloseAutoFocus={onCloseAutoFocus}>
      <Notice tone="destructive" title={t(messageKey)}>
        <p data-testid="payment-failure-detail">{detail}</p>
        {failure?.code && <p className="mt-1 text-xs opacity-80" data-testid="payment-failure-code">{t('paymentDecline.code', { code: failure.code })}</p>}
      </Notice>
      {failure && failure.help.length > 0 && (
        <div className="mt-4 space-y-2">
          {failure.help.map((help) => (
            <Notice key={help} tone="warning">
              {t(`payment.failure.help.${help}`)}
            </Notice>
          ))}
        </div>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('payment.failure.causesTitle')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {LIKELY_CAUSES.map((cause) => (
          <li key={cause}>{t(`payment.failure.causes.${cause}`)}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('payment.failure.close')}
        </Button>
        <Button onClick={onRetry}>{t('payment.failure.retry')}</Button>
      </div>
    </AppDialog>
  );
}
