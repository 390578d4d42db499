import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { Dropin } from 'braintree-web-drop-in';
import { useTranslation } from 'react-i18next';
import { CardFormNotReady, type CardFormHandle } from '../card-form/card-form-handle';
import { createDropIn, DROP_IN_INIT_DELAY_MS, teardownDropIn } from '../card-form/drop-in-loader';

interface DropInCardFormProps {
  ref: Ref<CardFormHandle>;
  clientToken: string;
  onReady: () => void;
  onInitError: () => void;
}

/** Braintree's hosted Drop-in UI 1.45.1, created 200 ms after mount and torn down on leave. */
export function DropInCardForm({ ref, clientToken, onReady, onInitError }: DropInCardFormProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<Dropin | null>(null);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      if (!container.current) return;
      createDropIn(container.current, clientToken, language).then(
        (created) => {
          if (cancelled) return;
          instance.current = created;
          onReady();
        },
        () => {
          if (!cancelled) onInitError();
        },
      );
    }, DROP_IN_INIT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      instance.current = null;
      void teardownDropIn();
    };
    // The form is created once per payment step; callbacks changing must not recreate it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientToken, language]);

  useImperativeHandle(ref, () => ({
    requestNonce: async () => {
      if (!instance.current) throw new CardFormNotReady();
      return (await instance.current.requestPaymentMethod()).nonce;
    },
    reset: () => instance.current?.clearSelectedPaymentMethod(),
    focus: () => container.current?.querySelector<HTMLElement>('input, iframe, button')?.focus(),
  }));

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('payment.card.legend')}</legend>
      <div ref={container} data-testid="drop-in-container" />
    </fieldset>
  );
}
