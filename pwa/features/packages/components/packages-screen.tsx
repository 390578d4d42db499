import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { operationsByTarget, useOutboxOperations } from '@/lib/outbox/use-outbox';
import { usePackages } from '../hooks/use-packages';
import { isPackageFilter, type PackageFilter } from '../model/package-groups';
import { AddPackageButton, loadAddPackageDialog } from './add-package-button';
import { PackageListSkeleton } from './package-list-skeleton';
import { PackagesEmpty } from './packages-empty';
import { PackagesList } from './packages-list';
import { WaitingPackages } from './waiting-packages';

const OUTBOX_KINDS = ['package-create', 'package-delete'] as const;

// The dialog carries the form and carrier detection (ts-tracking-number): loaded on first open.
const AddPackageDialog = lazy(loadAddPackageDialog);

interface PackagesScreenProps {
  canAddShipment: boolean;
  onPackagesChanged?: () => void;
  detailHref: (id: number) => string;
}

/** The customer's packages: add, filter by state, search, and open one. */
export function PackagesScreen({ canAddShipment, onPackagesChanged, detailHref }: PackagesScreenProps) {
  const { t } = useTranslation();
  const query = usePackages();
  const outbox = useOutboxOperations(OUTBOX_KINDS);
  const waitingAdds = outbox.filter((operation) => operation.kind === 'package-create');
  const deletions = operationsByTarget(outbox.filter((operation) => operation.kind === 'package-delete'));
  const quotaId = useId();
  const [params, setParams] = useSearchParams();
  const [addOpen, setAddOpen] = useState(false);
  const [addLoaded, setAddLoaded] = useState(false);
  const stateParam = params.get('state');
  const filter: PackageFilter = isPackageFilter(stateParam) ? stateParam : 'all';
  const search = params.get('q') ?? '';

  // Filters live in the URL so that coming back from a package keeps them.
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    }, { replace: true });

  const openAdd = () => {
    setAddLoaded(true);
    setAddOpen(true);
  };
  const addButton = (className?: string) => <AddPackageButton disabled={!canAddShipment} describedBy={quotaId} onClick={openAdd} className={className} />;

  return (
    <section aria-labelledby="packages-title" className="space-y-5" data-testid="packages-screen">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="packages-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('packages.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('packages.lead')}</p>
        </div>
        {addButton('w-full sm:w-auto')}
      </div>
      {!canAddShipment && (
        <Notice tone="warning">
          <span id={quotaId} data-testid="package-quota-notice">{t('serverMessages.package.quotaReached')}</span>
        </Notice>
      )}
      <WaitingPackages operations={waitingAdds} />
      {query.data === undefined && !query.isError ? (
        <PackageListSkeleton />
      ) : (
        <QueryState query={query} errorText={t('packages.loadFailed')}>
          {(packages) =>
            packages.length === 0 ? (
              waitingAdds.length === 0 && <PackagesEmpty action={addButton()} />
            ) : (
              <PackagesList
                packages={packages}
                filter={filter}
                query={search}
                onFilterChange={(value) => setParam('state', value === 'all' ? null : value)}
                onQueryChange={(value) => setParam('q', value === '' ? null : value)}
                detailHref={detailHref}
                marks={deletions}
              />
            )
          }
        </QueryState>
      )}
      {addLoaded && (
        <Suspense fallback={null}>
          <AddPackageDialog open={addOpen} onOpenChange={setAddOpen} detailHref={detailHref} onCreated={onPackagesChanged} />
        </Suspense>
      )}
    </section>
  );
}
