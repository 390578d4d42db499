import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { CardFormInvalid, type CardFormHandle } from '../card-form/card-form-handle';
import { isCardNumberLength, isCvvValid, isExpiryValid, nonceForTestCard, TEST_CARDS } from '../model/test-cards';

type Field = 'cardholderName' | 'cardNumber' | 'expirationDate' | 'cvv';
type Values = Record<Field, string>;
const EMPTY: Values = { cardholderName: '', cardNumber: '', expirationDate: '', cvv: '' };

function check(values: Values, now: Date): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.cardholderName.trim()) errors.cardholderName = 'payment.card.errors.cardholderRequired';
  if (!values.cardNumber.trim()) errors.cardNumber = 'payment.card.errors.numberRequired';
  else if (!isCardNumberLength(values.cardNumber)) errors.cardNumber = 'payment.card.errors.numberInvalid';
  if (!isExpiryValid(values.expirationDate, now)) errors.expirationDate = 'payment.card.errors.expiryInvalid';
  if (!isCvvValid(values.cvv)) errors.cvv = 'payment.card.errors.cvvInvalid';
  return errors;
}

/**
 * Local sandbox mode: a plain card form that turns Braintree's documented test card numbers
 * into the matching fake nonces. Nothing is charged; the label says so.
 */
export function TestCardForm({ ref }: { ref: Ref<CardFormHandle> }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const firstInput = useRef<HTMLInputElement>(null);

  useImperativeHandle(ref, () => ({
    requestNonce: async () => {
      const found = check(values, new Date());
      setErrors(found);
      if (Object.keys(found).length > 0) throw new CardFormInvalid();
      return nonceForTestCard(values.cardNumber);
    },
    reset: () => setErrors({}),
    focus: () => firstInput.current?.focus(),
  }));

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <fieldset className="space-y-4 rounded-xl border border-amber-300 bg-amber-50/40 p-4" data-testid="test-card-form">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('payment.card.legend')}</legend>
      <Notice tone="warning" title={t('payment.card.testMode.title')}>
        <p>{t('payment.card.testMode.description')}</p>
        <details className="mt-2">
          <summary className="cursor-pointer font-medium">{t('payment.card.testMode.cards')}</summary>
          <ul className="mt-2 space-y-1 font-mono text-xs">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                {card.display} · {card.brand} · {t(`payment.card.testMode.${card.outcome}`)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs">{t('payment.card.testMode.other')}</p>
        </details>
      </Notice>
      <TextField ref={firstInput} id={`${id}-name`} label={t('payment.card.cardholderName')} autoComplete="cc-name" {...field('cardholderName')} />
      <TextField
        id={`${id}-number`}
        label={t('payment.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4111 1111 1111 1111"
        {...field('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField id={`${id}-expiry`} label={t('payment.card.expiry')} autoComplete="cc-exp" placeholder={t('payment.card.expiryPlaceholder')} {...field('expirationDate')} />
        <TextField id={`${id}-cvv`} label={t('payment.card.cvv')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...field('cvv')} />
      </div>
    </fieldset>
  );
}
