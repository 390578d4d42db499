import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import { Checkbox } from '@/components/ui/checkbox';

interface PackageChecklistProps {
  /** The packages ready for pickup. */
  packages: readonly Package[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** Which received packages go on the pickup: at least one. */
export function PackageChecklist({ packages, value, onChange, error }: PackageChecklistProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (packageId: number, checked: boolean) =>
    onChange(checked ? [...value, packageId] : value.filter((selected) => selected !== packageId));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('pickup.form.packages')}</legend>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {packages.map((pkg) => (
          <li key={pkg.id} className="flex items-center gap-3 px-3 py-2.5">
            <Checkbox
              id={`${id}-${pkg.id}`}
              checked={value.includes(pkg.id)}
              onCheckedChange={(checked) => toggle(pkg.id, checked === true)}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${pkg.id}`} className="min-w-0 flex-1 cursor-pointer">
              <span className="block truncate text-sm font-medium text-slate-900">{pkg.title}</span>
              <span className="block truncate font-mono text-xs text-slate-500">{pkg.tracking_number}</span>
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
