import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import { Button } from '@/components/ui/button';
import { OutboxMark } from '@/lib/outbox/outbox-mark';
import type { OutboxOperation } from '@/lib/outbox/outbox-types';
import { countByGroup, filterPackages, type PackageFilter } from '../model/package-groups';
import { PackageCard } from './package-card';
import { PackageFilters } from './package-filters';

interface PackagesListProps {
  packages: Package[];
  filter: PackageFilter;
  query: string;
  onFilterChange: (filter: PackageFilter) => void;
  onQueryChange: (query: string) => void;
  detailHref: (id: number) => string;
  /** Queued writes about a package (a delete waiting to be sent, or refused), by package id. */
  marks?: Map<number, OutboxOperation>;
}

/** Filters, the cards that pass them, or a "no match" state with a way back. */
export function PackagesList({ packages, filter, query, onFilterChange, onQueryChange, detailHref, marks }: PackagesListProps) {
  const { t } = useTranslation();
  const shown = filterPackages(packages, filter, query);
  const counts = { all: packages.length, ...countByGroup(packages) };
  return (
    <div className="space-y-4">
      <PackageFilters filter={filter} onFilterChange={onFilterChange} query={query} onQueryChange={onQueryChange} counts={counts} />
      <p role="status" className="sr-only">{t('packages.filter.results', { count: shown.length })}</p>
      {shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center" data-testid="packages-no-match">
          <p className="text-sm text-slate-700">{t('packages.filter.noMatch')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => { onFilterChange('all'); onQueryChange(''); }}>
            {t('packages.filter.clear')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="packages-list">
          {shown.map((pkg) => (
            <li key={pkg.id} className="min-w-0 space-y-2">
              <PackageCard pkg={pkg} href={detailHref(pkg.id)} />
              {marks?.get(pkg.id) && <OutboxMark operation={marks.get(pkg.id)!} />}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-500">{t('packages.timesNote')}</p>
    </div>
  );
}
