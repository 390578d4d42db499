import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WEIGHT_LB_MAX } from '@shared/packages/package-schemas';
import { FieldError } from '@/components/ui/field-error';

interface WeightFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The weight in pounds, optional; a decimal keypad on a tablet. */
export function WeightField({ value, onChange, error, disabled }: WeightFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">{t('receiving.weight.label')}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0.01"
        max={WEIGHT_LB_MAX}
        step="0.01"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 h-14 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-xl text-slate-950 focus-visible:border-cyan-700 aria-[invalid=true]:border-red-600"
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The weight as the API takes it: undefined when blank, null when it is not a valid weight. */
export function parseWeight(value: string): number | undefined | null {
  if (value.trim() === '') return undefined;
  const pounds = Number(value);
  return Number.isFinite(pounds) && pounds > 0 && pounds <= WEIGHT_LB_MAX ? pounds : null;
}
