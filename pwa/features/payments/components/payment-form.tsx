import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { planPriceDisplay, PLAN_CURRENCY, type Plan } from '@shared/plans/plan-catalog';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { SubscribeAnswer } from '../api/create-subscription';
import { CardFormInvalid, CardFormNotReady, type CardFormHandle } from '../card-form/card-form-handle';
import { useCardSetup } from '../hooks/use-card-setup';
import { useSubscribe } from '../hooks/use-subscribe';
import { billingFormSchema, initialBillingValues, NOTICE_FIELDS, toPersonalInfo, type BillingFormValues } from '../model/billing-schema';
import type { PaymentFailureDetail } from '../model/payment-failure';
import { BillingFields } from './billing-fields';
import { CardFormSlot } from './card-form-slot';
import { PaymentFailureDialog } from './payment-failure-dialog';

interface PaymentFormProps {
  plan: Plan;
  user: { first_name: string; last_name: string; email: string; phone: string };
  /** The standalone payment page also requires the date of birth (part 1 section 5). */
  requireAll?: boolean;
  failureMessageKey?: 'payment.failure.message' | 'payment.failure.pageMessage';
  onPaid: (answer: SubscribeAnswer) => void;
}

const NOT_READY: PaymentFailureDetail = { detail: { key: 'payment.errors.notInitialized' }, help: [], outcomeUnknown: false };

/** Billing fields, the card form and the pay button: idle, processing, then success or the failure dialog. */
export function PaymentForm({ plan, user, requireAll = false, failureMessageKey, onPaid }: PaymentFormProps) {
  const { t } = useTranslation();
  const [setup, retrySetup] = useCardSetup();
  const [cardReady, setCardReady] = useState(false);
  const [cardInitFailed, setCardInitFailed] = useState(false);
  const [missingRequired, setMissingRequired] = useState(false);
  const [failure, setFailure] = useState<PaymentFailureDetail | null>(null);
  const [requesting, setRequesting] = useState(false);
  const card = useRef<CardFormHandle>(null);
  const lastRequest = useRef<Parameters<typeof subscribe>[0] | null>(null);
  const focusCardOnClose = useRef(false);
  const { subscribe, busy } = useSubscribe();
  const { register, control, handleSubmit, clearErrors, formState } = useForm<BillingFormValues>({
    resolver: zodResolver(billingFormSchema({ requireAll })),
    reValidateMode: 'onSubmit',
    defaultValues: initialBillingValues(user),
  });

  const send = async (request: Parameters<typeof subscribe>[0]) => {
    lastRequest.current = request;
    const outcome = await subscribe(request);
    if (outcome.ok) onPaid(outcome.answer);
    else setFailure(outcome.failure);
  };

  const onValid = async (values: BillingFormValues) => {
    setMissingRequired(false);
    let nonce: string;
    setRequesting(true);
    try {
      if (!card.current) throw new CardFormNotReady();
      nonce = await card.current.requestNonce();
    } catch (error) {
      if (error instanceof CardFormNotReady) setFailure(NOT_READY);
      else if (!(error instanceof CardFormInvalid)) card.current?.focus();
      return;
    } finally {
      setRequesting(false);
    }
    const personalInfo = toPersonalInfo(values);
    await send({ paymentMethodNonce: nonce, planId: plan.providerPlanId, email: personalInfo.email, personalInfo });
  };

  const onInvalid = (errors: Partial<Record<keyof BillingFormValues, unknown>>) => {
    setMissingRequired(NOTICE_FIELDS.some((name) => errors[name]) || Object.keys(errors).length > 0);
  };

  const retry = () => {
    const previous = failure;
    setFailure(null);
    // No answer arrived: send the same attempt again (same Idempotency-Key). Otherwise let the customer correct the card.
    if (previous?.outcomeUnknown && lastRequest.current) void send(lastRequest.current);
    else {
      card.current?.reset();
      focusCardOnClose.current = true;
    }
  };

  // The dialog gives focus back to what opened it as it closes, which would undo a focus move made in retry().
  const focusAfterFailure = (event: Event) => {
    if (!focusCardOnClose.current) return;
    focusCardOnClose.current = false;
    event.preventDefault();
    card.current?.focus();
  };

  const loading = setup.state === 'loading' || (setup.state === 'ready' && setup.token.mode === 'braintree' && !cardReady && !cardInitFailed);
  const processing = busy || requesting;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} className="grid gap-6 md:grid-cols-2" aria-busy={processing || undefined}>
      <div className="space-y-4">
        {missingRequired && (
          <Notice tone="destructive" title={t('payment.requiredFields.title')}>
            {t('payment.requiredFields.message')}
          </Notice>
        )}
        <BillingFields register={register} control={control} errors={formState.errors} onEdit={(name) => clearErrors(name)} requireAll={requireAll} />
      </div>
      <div className="space-y-4">
        {setup.state === 'ready' && setup.token.has_saved_payment_methods && <Notice tone="success">{t('payment.savedMethods')}</Notice>}
        <CardFormSlot
          setup={setup}
          cardRef={card}
          onRetrySetup={retrySetup}
          onReady={() => setCardReady(true)}
          onInitError={() => {
            setCardInitFailed(true);
            toast.error(t('payment.errors.initFailed'));
          }}
          initFailed={cardInitFailed}
        />
        <p className="text-sm text-slate-600">{t('payment.secure')}</p>
        <Button type="submit" size="lg" className="w-full" disabled={loading || cardInitFailed || setup.state === 'error'} busy={processing || loading} busyText={processing ? t('payment.processing') : t('payment.loadingOptions')}>
          {t('payment.pay', { price: planPriceDisplay(plan), currency: PLAN_CURRENCY })}
        </Button>
      </div>
      <PaymentFailureDialog failure={failure} onRetry={retry} onClose={() => setFailure(null)} messageKey={failureMessageKey} onCloseAutoFocus={focusAfterFailure} />
    </form>
  );
}
