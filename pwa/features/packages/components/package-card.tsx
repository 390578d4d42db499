import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Package } from '@shared/packages/package-schema';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useLinkTaken } from '@/lib/use-link-taken';
import { usePackageText } from '../hooks/use-package-text';
import { LatestNews } from './latest-news';
import { StatusPill } from './status-pill';
import { StorageBadge } from './storage-badge';

/** One package in the list: the whole card is a link to its detail, pressed with a spinner from the tap until it opens. */
export function PackageCard({ pkg, href }: { pkg: Package; href: string }) {
  const { t } = useTranslation();
  const { carrierName } = usePackageText();
  const { takenTo, take } = useLinkTaken();
  const opening = takenTo === href;
  return (
    <Link
      to={href}
      onClick={(event) => take(href, event)}
      aria-busy={opening || undefined}
      data-testid="package-card"
      className={cn(
        'block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-cyan-300 hover:bg-cyan-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700',
        opening && 'border-cyan-400 bg-cyan-50',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            {opening && <Spinner className="shrink-0 text-cyan-700" label={t('common.loading')} />}
            <h2 className="truncate font-semibold text-slate-900">{pkg.title}</h2>
          </div>
          <p className="text-sm text-slate-600">{carrierName(pkg)}</p>
        </div>
        <StatusPill pkg={pkg} className="shrink-0" />
      </div>
      <p className="mt-2 font-mono text-sm break-all text-slate-800">
        <span className="sr-only">{t('packages.card.trackingNumber')}: </span>
        {pkg.tracking_number}
      </p>
      <LatestNews pkg={pkg} />
      <StorageBadge pkg={pkg} className="mt-3" />
    </Link>
  );
}
