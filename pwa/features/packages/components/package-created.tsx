import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PackageDetail } from '@shared/packages/package-schema';
import { Button, buttonClasses } from '@/components/ui/button';
import { usePackageText } from '../hooks/use-package-text';
import { StatusPill } from './status-pill';

interface PackageCreatedProps {
  pkg: PackageDetail;
  href: string;
  onOpen: () => void;
  onAddAnother: () => void;
}

/** The package-created confirmation: its carrier and status, then open it or add another. */
export function PackageCreated({ pkg, href, onOpen, onAddAnother }: PackageCreatedProps) {
  const { t } = useTranslation();
  const { carrierName } = usePackageText();
  return (
    <div className="space-y-5" data-testid="package-created">
      <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
        <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-emerald-600" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.62-1.62a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.09l3.75-5.22Z" clipRule="evenodd" />
        </svg>
        {t('packages.add.created.text', { title: pkg.title })}
      </p>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <dt className="text-slate-600">{t('packages.detail.trackingNumber')}</dt>
          <dd className="font-mono break-all text-slate-900">{pkg.tracking_number}</dd>
        </div>
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <dt className="text-slate-600">{t('packages.add.created.carrier')}</dt>
          <dd className="font-medium text-slate-900" data-testid="created-carrier">{carrierName(pkg)}</dd>
        </div>
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <dt className="text-slate-600">{t('packages.add.created.status')}</dt>
          <dd><StatusPill pkg={pkg} /></dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Link to={href} onClick={onOpen} className={buttonClasses('primary')} data-testid="open-created-package">
          {t('packages.add.created.open')}
        </Link>
        <Button variant="outline" onClick={onAddAnother}>{t('packages.add.created.another')}</Button>
      </div>
    </div>
  );
}
