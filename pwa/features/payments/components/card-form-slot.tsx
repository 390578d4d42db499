import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { CardFormHandle } from '../card-form/card-form-handle';
import type { CardSetup } from '../hooks/use-card-setup';
import { DropInCardForm } from './drop-in-card-form';
import { TestCardForm } from './test-card-form';

interface CardFormSlotProps {
  setup: CardSetup;
  cardRef: RefObject<CardFormHandle | null>;
  onRetrySetup: () => void;
  onReady: () => void;
  onInitError: () => void;
  initFailed: boolean;
}

/** The Drop-in UI with a Braintree token, the test card form in local mode, or the loading / error state. */
export function CardFormSlot({ setup, cardRef, onRetrySetup, onReady, onInitError, initFailed }: CardFormSlotProps) {
  const { t } = useTranslation();
  if (setup.state === 'loading') {
    return (
      <div className="flex items-center gap-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-600">
        <Spinner /> {t('payment.loadingOptions')}
      </div>
    );
  }
  if (setup.state === 'error') {
    return (
      <Notice tone="destructive" title={t('payment.errors.setupFailed')}>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetrySetup}>
          {t('payment.errors.setupRetry')}
        </Button>
      </Notice>
    );
  }
  if (initFailed) return <Notice tone="destructive">{t('payment.errors.initFailed')}</Notice>;
  if (setup.token.mode === 'local') return <TestCardForm ref={cardRef} />;
  return <DropInCardForm ref={cardRef} clientToken={setup.token.client_token} onReady={onReady} onInitError={onInitError} />;
}
