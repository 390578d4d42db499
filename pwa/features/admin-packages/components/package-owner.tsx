import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@shared/admin/admin-package-schema';

/** Whose parcel: the suite code first (what is written on the label), then name, e-mail and phone. */
export function PackageOwner({ pkg }: { pkg: AdminPackage }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-sm" data-testid="package-owner">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">{pkg.user_first_name} {pkg.user_last_name}</p>
        <p className="rounded-md bg-cyan-700 px-2 py-0.5 font-mono text-sm font-bold tracking-wide text-white" data-testid="owner-suite">
          <span className="sr-only">{t('admin.card.suite')}: </span>{pkg.user_suite_code}
        </p>
      </div>
      <p className="mt-1 truncate"><a className="text-cyan-800 underline-offset-2 hover:underline" href={`mailto:${pkg.user_email}`}>{pkg.user_email}</a></p>
      {pkg.user_phone && <p><a className="text-slate-700 underline-offset-2 hover:underline" href={`tel:${pkg.user_phone}`}>{pkg.user_phone}</a></p>}
      <p className="text-xs text-slate-500">{t('admin.card.userId', { id: pkg.user_id })}</p>
    </div>
  );
}
