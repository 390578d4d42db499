import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

/** 404: another customer's package, a deleted one, or a mistyped address. */
export function PackageNotFound({ backHref }: { backHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center" data-testid="package-not-found">
      <h1 className="text-xl font-semibold text-slate-900">{t('packageDetail.notFound')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('packageDetail.notFoundText')}</p>
      <Link to={backHref} className={`${buttonClasses('primary')} mt-5`}>{t('packageDetail.back')}</Link>
    </div>
  );
}
