import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { isWellFormedTrackingNumber, type CarrierDetection } from '@shared/packages/carriers';
import { CARRIER_DISPLAY_NAMES, CARRIERS } from '@shared/packages/carrier-names';
import type { TrackingCreateRequestSchema } from '@shared/packages/package-schemas';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

interface CarrierFieldProps {
  number: string;
  detection: CarrierDetection;
  register: UseFormRegister<z.input<typeof TrackingCreateRequestSchema>>;
}

/** The carrier detected from the number, or a choice when it is unknown or ambiguous (candidates first). */
export function CarrierField({ number, detection, register }: CarrierFieldProps) {
  const { t } = useTranslation();
  const typed = number.trim() !== '';
  const wellFormed = typed && isWellFormedTrackingNumber(number);
  const needsChoice = wellFormed && detection.carrier === null;
  const others = CARRIERS.filter((carrier) => !detection.candidates.includes(carrier));

  return (
    <>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm" data-testid="carrier-hint">
        {detection.carrier && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
            </svg>
            {t('packages.add.carrier.detected', { carrier: CARRIER_DISPLAY_NAMES[detection.carrier] })}
          </span>
        )}
        {typed && !wellFormed && <span className="text-slate-600">{t('packages.add.carrier.malformed')}</span>}
        {needsChoice && (
          <span className="text-amber-900">{t(detection.candidates.length > 1 ? 'packages.add.carrier.ambiguous' : 'packages.add.carrier.unknown')}</span>
        )}
      </p>
      {needsChoice && (
        <FormField label={t('packages.add.carrier.label')} className="mt-2">
          {(control) => (
            <Select {...control} data-testid="carrier-select" {...register('carrier', { setValueAs: (value: string) => (value === '' ? undefined : value) })}>
              <option value="">{t('packages.add.carrier.dontKnow')}</option>
              {detection.candidates.length > 0 && (
                <optgroup label={t('packages.add.carrier.possible')}>
                  {detection.candidates.map((carrier) => <option key={carrier} value={carrier}>{CARRIER_DISPLAY_NAMES[carrier]}</option>)}
                </optgroup>
              )}
              <optgroup label={t('packages.add.carrier.all')}>
                {others.map((carrier) => <option key={carrier} value={carrier}>{CARRIER_DISPLAY_NAMES[carrier]}</option>)}
              </optgroup>
            </Select>
          )}
        </FormField>
      )}
    </>
  );
}
