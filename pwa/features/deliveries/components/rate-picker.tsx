import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryQuote, DeliveryRate } from '@shared/deliveries/delivery-schema';
import { cn } from '@/lib/cn';
import { useDeliveryText } from '../hooks/use-delivery-text';

interface RatePickerProps {
  quote: DeliveryQuote;
  value: string | null;
  onChange: (rateId: string) => void;
  disabled?: boolean;
}

/** The carriers' rates, cheapest first: carrier and service, when it arrives, and the total; the handling fee said once. */
export const RatePicker = forwardRef<HTMLLegendElement, RatePickerProps>(function RatePicker({ quote, value, onChange, disabled }, legendRef) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-fee`} data-testid="delivery-rates">
      <legend ref={legendRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        {t('deliveries.rates.title')}
      </legend>
      {quote.rates.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('deliveries.rates.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {quote.rates.map((rate, index) => (
            <li key={rate.rate_id}>
              <label
                htmlFor={`${id}-${index}`}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 hover:border-cyan-600',
                  'has-[:checked]:border-cyan-700 has-[:checked]:bg-cyan-50/60 has-[:checked]:ring-2 has-[:checked]:ring-cyan-600',
                )}
              >
                <input
                  type="radio"
                  id={`${id}-${index}`}
                  name={`${id}-rate`}
                  value={rate.rate_id}
                  checked={value === rate.rate_id}
                  disabled={disabled}
                  onChange={() => onChange(rate.rate_id)}
                  className="size-5 shrink-0 accent-cyan-700"
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-semibold text-slate-900">
                    {rate.carrier} · {rate.service}
                  </span>
                  <span className="block text-slate-600">
                    <Arrival rate={rate} />
                    {index === 0 && quote.rates.length > 1 && <> · {t('deliveries.rates.cheapest')}</>}
                  </span>
                </span>
                <span className="shrink-0 text-base font-semibold text-slate-900 tabular-nums">{text.money(rate.total_cents)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-fee`} className="mt-2 text-xs text-slate-600">
        {t('deliveries.rates.handlingFee', { fee: text.money(quote.handling_fee_cents) })}
      </p>
    </fieldset>
  );
});

function Arrival({ rate }: { rate: DeliveryRate }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  if (rate.est_delivery_date) return <>{t('deliveries.rates.arrivesOn', { date: text.longDate(rate.est_delivery_date) })}</>;
  if (rate.delivery_days !== null) return <>{t('deliveries.rates.days', { count: rate.delivery_days })}</>;
  return <>{t('deliveries.rates.noEstimate')}</>;
}
