import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELF_MAX_LENGTH } from '@shared/packages/package-schemas';

interface ShelfFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The shelf or bin the parcel goes to, optional: what the counter's staging list names (decision 175). */
export function ShelfField({ value, onChange, disabled }: ShelfFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">{t('counterPickup.shelfField.label')}</label>
      <input
        id={id}
        value={value}
        maxLength={SHELF_MAX_LENGTH}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('counterPickup.shelfField.placeholder')}
        aria-describedby={`${id}-hint`}
        className="mt-1 h-14 w-full rounded-xl border-2 border-slate-400 bg-white px-4 font-mono text-xl text-slate-950 uppercase placeholder:font-sans placeholder:text-base placeholder:normal-case focus-visible:border-cyan-700"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{t('counterPickup.shelfField.hint')}</p>
    </div>
  );
}
