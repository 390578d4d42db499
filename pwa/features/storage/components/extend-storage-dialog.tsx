import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@shared/money/format-usd';
import type { PaymentProvider } from '@shared/settings/payment-providers';
import { STORAGE_EXTENSION_MAX_DAYS } from '@shared/storage/storage-extension';
import { formatLongDate } from '@shared/time/new-york';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { apiErrorMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { storageCardsQuery, storageQuoteQuery } from '../api/storage-queries';
import { useExtendStorage } from '../hooks/use-extend-storage';
import { useStoragePaypal } from '../hooks/use-storage-paypal';
import { paymentChoices } from '../model/payment-choices';

/** The day counts offered; any other count up to the maximum is the API's too. */
const DAY_CHOICES = [3, 7, 14, 30, 60, STORAGE_EXTENSION_MAX_DAYS] as const;

interface ExtendStorageDialogProps {
  packageId: number;
  /** Days chosen, or exactly until the current trip's departure. */
  mode: 'days' | 'trip';
  onClose: () => void;
  onExtended: () => unknown;
  /** How the customer's plan was paid: a PayPal customer is offered PayPal (decision 179). */
  planPaidWith: PaymentProvider | null;
}

/**
 * Choose the days, read the price and the new last day from the API, then pay on the default card, or through PayPal
 * for a customer who paid the plan with PayPal or has no card (both when both apply).
 */
export function ExtendStorageDialog({ packageId, mode, onClose, onExtended, planPaidWith }: ExtendStorageDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const selectId = useId();
  const [days, setDays] = useState<number>(7);
  const [result, setResult] = useState<{ tone: 'success' | 'destructive' | 'warning'; text: string } | null>(null);
  const ask = mode === 'trip' ? ({ until: 'trip' } as const) : { days };
  const quote = useQuery(storageQuoteQuery(packageId, ask, result?.tone !== 'success'));
  const { extend, busy: paying } = useExtendStorage(packageId, onExtended);
  const paypal = useStoragePaypal(packageId);
  const busy = paying || paypal.busy;
  const cards = useQuery(storageCardsQuery());
  const offer = paymentChoices(planPaidWith, cards.data);
  // The refusal's text is read from its answer: shown while it is the current quote's error.
  const [described, setDescribed] = useState<{ error: unknown; text: string } | null>(null);
  const failed = quote.error;
  useEffect(() => {
    if (!failed) return;
    let current = true;
    void apiErrorMessage(failed, t('storageClock.extend.quoteFailed')).then((text) => current && setDescribed({ error: failed, text }));
    return () => void (current = false);
  }, [failed, t]);
  const quoteError = failed && described?.error === failed ? described.text : null;

  const pay = async () => {
    const outcome = await extend(mode === 'trip' ? { until: 'trip' } : { days });
    if (outcome.ok) {
      const text = t('storageClock.extend.done', { date: formatLongDate(outcome.answer.extension.new_last_day, language), amount: formatUsd(outcome.answer.extension.amount_cents, language) });
      setResult({ tone: 'success', text });
      toast.success(text);
    } else setResult({ tone: outcome.unknown ? 'warning' : 'destructive', text: outcome.message });
  };

  const payWithPaypal = async () => {
    const outcome = await paypal.start(mode === 'trip' ? { until: 'trip' } : { days });
    if (!outcome.ok) setResult({ tone: outcome.unknown ? 'warning' : 'destructive', text: outcome.message });
  };

  const priced = quote.data;
  const canPay = !!priced && !quote.isFetching;
  return (
    <AppDialog open onOpenChange={(open) => !open && !busy && onClose()} title={t(mode === 'trip' ? 'storageClock.extend.tripTitle' : 'storageClock.extend.title')} testId="extend-storage-dialog">
      <div className="mt-4 space-y-4">
        {mode === 'days' && (
          <div>
            <label htmlFor={selectId} className="text-sm font-medium text-slate-900">{t('storageClock.extend.days')}</label>
            <Select
              id={selectId}
              value={days}
              disabled={busy || result?.tone === 'success'}
              onChange={(event) => {
                setDays(Number(event.target.value));
                setResult(null);
              }}
              className="mt-1"
            >
              {DAY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>{t('storageClock.extend.dayChoice', { count: choice })}</option>
              ))}
            </Select>
          </div>
        )}
        <div aria-live="polite" aria-busy={quote.isFetching} className="rounded-xl bg-slate-50 p-4 text-sm" data-testid="storage-quote">
          {priced ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-slate-600">{t('storageClock.extend.price')}</dt>
              <dd className="font-semibold text-slate-900" data-testid="storage-price">
                {t('storageClock.extend.priceLine', { amount: formatUsd(priced.amount_cents, language), count: priced.days, perDay: formatUsd(priced.cents_per_day, language) })}
              </dd>
              <dt className="text-slate-600">{t('storageClock.extend.currentLastDay')}</dt>
              <dd className="text-slate-900">{formatLongDate(priced.current_last_day, language)}</dd>
              <dt className="text-slate-600">{t('storageClock.extend.newLastDay')}</dt>
              <dd className="font-semibold text-slate-900" data-testid="storage-new-last-day">{formatLongDate(priced.new_last_day, language)}</dd>
            </dl>
          ) : quoteError ? (
            <p role="alert" className="text-red-700">{quoteError}</p>
          ) : (
            <p className="text-slate-600">{t('storageClock.extend.pricing')}</p>
          )}
        </div>
        {offer.card && <p className="text-xs text-slate-600">{t('storageClock.extend.cardNote')}</p>}
        {offer.paypal && <p className="text-xs text-slate-600">{t('storageClock.paypal.hint')}</p>}
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>{t(result?.tone === 'success' ? 'storageClock.extend.close' : 'storageClock.extend.cancel')}</Button>
          {result?.tone !== 'success' && offer.paypal && (
            <Button
              variant={offer.card ? 'outline' : 'primary'}
              onClick={() => void payWithPaypal()}
              disabled={!canPay || paying}
              busy={paypal.busy}
              busyText={t('storageClock.paypal.opening')}
              data-testid="confirm-extension-paypal"
            >
              {priced ? t('storageClock.paypal.pay', { amount: formatUsd(priced.amount_cents, language) }) : t('storageClock.paypal.payPending')}
            </Button>
          )}
          {result?.tone !== 'success' && offer.card && (
            <Button onClick={() => void pay()} disabled={!canPay || paypal.busy} busy={paying} busyText={t('storageClock.extend.paying')} data-testid="confirm-extension">
              {priced ? t('storageClock.extend.pay', { amount: formatUsd(priced.amount_cents, language) }) : t('storageClock.extend.payPending')}
            </Button>
          )}
        </div>
      </div>
    </AppDialog>
  );
}
