import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Package } from '@shared/packages/package-schema';
import { QueryState } from '@/components/ui/query-state';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';
import { usePackageText } from '../hooks/use-package-text';
import { usePackages } from '../hooks/use-packages';
import { countByGroup, recentPackages, type PackageGroup } from '../model/package-groups';
import { StatusPill } from './status-pill';

// Out of the home screen's first load: the total comes once the packages are in.
const WaitingDeclaredValue = lazy(() => import('./waiting-declared-value'));

const SUMMARY_GROUPS: readonly PackageGroup[] = ['carrier', 'warehouse', 'ready'];
const RECENT_COUNT = 3;

interface PackagesSummaryProps {
  packagesHref: string;
  detailHref: (id: number) => string;
}

/** For the home screen: how many packages are where, and the latest three. */
export function PackagesSummary({ packagesHref, detailHref }: PackagesSummaryProps) {
  const { t } = useTranslation();
  const query = usePackages();
  const packages = useDeferredFirstAnswer(query.data);
  return (
    <section aria-labelledby="packages-summary-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="packages-summary">
      <div className="flex items-center justify-between gap-3">
        <h2 id="packages-summary-title" className="text-lg font-semibold text-slate-900">{t('packages.summary.title')}</h2>
        <Link to={packagesHref} className="text-sm font-medium text-cyan-800 hover:underline">{t('packages.summary.seeAll')}</Link>
      </div>
      {packages === undefined && !query.isError ? (
        <SummarySkeleton />
      ) : (
        <QueryState query={query} errorText={t('packages.loadFailed')} className="mt-4">
          {(packages) => {
            const counts = countByGroup(packages);
            return (
              <>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                  {SUMMARY_GROUPS.map((group) => (
                    <div key={group} className="flex flex-col-reverse justify-end rounded-xl bg-slate-50 px-2 py-3" data-testid={`summary-${group}`}>
                      <dt className="mt-0.5 text-xs leading-tight text-slate-600">{t(`packages.groups.${group}`)}</dt>
                      <dd className="text-2xl font-bold text-slate-900">{counts[group]}</dd>
                    </div>
                  ))}
                </dl>
                <Suspense fallback={null}>
                  <WaitingDeclaredValue packages={packages} />
                </Suspense>
                <h3 className="mt-5 text-sm font-semibold text-slate-800">{t('packages.summary.recent')}</h3>
                {packages.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-600">{t('packages.summary.none')}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100">
                    {recentPackages(packages, RECENT_COUNT).map((pkg) => (
                      <li key={pkg.id}>
                        <RecentLink href={detailHref(pkg.id)} pkg={pkg} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </QueryState>
      )}
    </section>
  );
}

function RecentLink({ href, pkg }: { href: string; pkg: Package }) {
  const { carrierName } = usePackageText();
  return (
    <Link to={href} className="flex items-center justify-between gap-3 rounded-lg py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-cyan-700">
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-slate-900">{pkg.title}</span>
        <span className="block text-xs text-slate-600">{carrierName(pkg)}</span>
      </span>
      <StatusPill pkg={pkg} className="shrink-0" />
    </Link>
  );
}

function SummarySkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse" data-testid="packages-summary-skeleton">
      <div className="mt-4 grid grid-cols-3 gap-2">
        {SUMMARY_GROUPS.map((group) => <div key={group} className="h-[4.5rem] rounded-xl bg-slate-100" />)}
      </div>
      <div className="mt-5 h-4 w-1/3 rounded bg-slate-200" />
      {Array.from({ length: RECENT_COUNT }, (_, index) => <div key={index} className="mt-3 h-9 rounded bg-slate-100" />)}
    </div>
  );
}
