import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardFormInvalid, CardFormNotReady, type CardFormHandle } from '../card-form/card-form-handle';
import { useCardSetup } from '../hooks/use-card-setup';
import { CardFormSlot } from './card-form-slot';

interface AddCardPanelProps {
  busy: boolean;
  onNonce: (nonce: string) => void | Promise<void>;
  onCancel: () => void;
}

/** A card form (Drop-in or the test form) whose nonce is saved as a new payment method. */
export function AddCardPanel({ busy, onNonce, onCancel }: AddCardPanelProps) {
  const { t } = useTranslation();
  const [setup, retrySetup] = useCardSetup();
  const [ready, setReady] = useState(false);
  const [initFailed, setInitFailed] = useState(false);
  const card = useRef<CardFormHandle>(null);
  const loading = setup.state === 'loading' || (setup.state === 'ready' && setup.token.mode === 'braintree' && !ready && !initFailed);

  const save = async () => {
    try {
      if (!card.current) throw new CardFormNotReady();
      await onNonce(await card.current.requestNonce());
    } catch (error) {
      if (error instanceof CardFormNotReady) toast.error(t('payment.errors.notInitialized'));
      else if (!(error instanceof CardFormInvalid)) card.current?.focus();
    }
  };

  return (
    <div className="space-y-4">
      <CardFormSlot
        setup={setup}
        cardRef={card}
        onRetrySetup={retrySetup}
        onReady={() => setReady(true)}
        onInitError={() => {
          setInitFailed(true);
          toast.error(t('payment.errors.initFailed'));
        }}
        initFailed={initFailed}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('paymentMethods.cancelAdd')}
        </Button>
        <Button onClick={() => void save()} busy={busy || loading} busyText={loading ? t('payment.loadingOptions') : t('paymentMethods.saving')} disabled={initFailed}>
          {t('paymentMethods.save')}
        </Button>
      </div>
    </div>
  );
}
