import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { useDeliveryText } from '../hooks/use-delivery-text';

interface PackagePickerProps {
  packages: readonly Package[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Received packages an open delivery holds already. */
  heldCount: number;
  error?: string;
}

/** Which waiting packages go in the box: title, tracking number and weight (an unweighed one can be ticked too). */
export function PackagePicker({ packages, value, onChange, heldCount, error }: PackagePickerProps) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const id = useId();
  const toggle = (packageId: number, checked: boolean) => onChange(checked ? [...value, packageId] : value.filter((chosen) => chosen !== packageId));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="min-w-0" data-testid="delivery-packages">
      <legend className="text-lg font-semibold text-slate-900">{t('deliveries.request.packagesTitle')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('deliveries.request.packagesHint')}
        {heldCount > 0 && <> {t('deliveries.request.packagesHeld', { count: heldCount })}</>}
      </p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <label htmlFor={`${id}-${pkg.id}`} className="flex min-h-14 cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50">
              <NativeCheckbox
                id={`${id}-${pkg.id}`}
                checked={value.includes(pkg.id)}
                onChange={(event) => toggle(pkg.id, event.target.checked)}
                aria-invalid={error ? true : undefined}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{pkg.title}</span>
                <span className="block truncate font-mono text-xs text-slate-500">{pkg.tracking_number}</span>
              </span>
              <span className={pkg.weight_lb === null ? 'shrink-0 text-xs text-amber-800' : 'shrink-0 text-sm text-slate-700 tabular-nums'}>
                {text.weight(pkg.weight_lb)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
