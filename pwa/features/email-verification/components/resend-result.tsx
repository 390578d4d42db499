import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import type { ResendState } from '../hooks/use-resend-verification';

export function ResendResult({ state }: { state: ResendState }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'sent':
      return (
        <Notice tone="success" title={t('verification.sent')}>
          {state.remainingHour !== null && state.remainingDay !== null && (
            <p data-testid="resend-remaining">
              {t('verification.remaining', { hour: state.remainingHour, day: state.remainingDay })}
            </p>
          )}
        </Notice>
      );
    case 'rate-limited':
      return (
        <Notice tone="destructive" title={t('verification.rateLimited.title')}>
          <p>{state.wait}</p>
          <p>{state.limits}</p>
        </Notice>
      );
    case 'error':
      return <Notice tone="destructive">{state.message}</Notice>;
    default:
      return null;
  }
}
