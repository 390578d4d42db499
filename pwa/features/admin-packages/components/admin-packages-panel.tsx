import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@shared/admin/admin-package-schema';
import type { StatusFilter } from '@shared/packages/package-status';
import { QueryState } from '@/components/ui/query-state';
import { operationsByTarget, useOutboxOperations } from '@/lib/outbox/use-outbox';
import { adminPackagesQuery } from '../api/admin-package-queries';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useErrorText } from '@/lib/use-api-error-text';
import { activeFilters, countText, DEFAULT_FILTERS, emptyTextKey, listTitle, pageCount, type ListFilters } from '../model/list-view';
import { AdminPackageCard } from './admin-package-card';
import { FilterBar } from './filter-bar';
import { ListPagination } from './list-pagination';
import { PackageGridSkeleton } from './package-grid-skeleton';
import { PackageSearch } from './package-search';
import { RefreshAllButton } from './refresh-all-button';
import { StatusFilterSelect } from './status-filter-select';

const SEARCH_DEBOUNCE_MS = 300;
const OUTBOX_KINDS = ['package-received', 'package-picked-up'] as const;

/** Every customer's packages: searched, filtered, counted and paged on the server. */
export function AdminPackagesPanel() {
  const { t } = useTranslation();
  const [input, setInput] = useState(DEFAULT_FILTERS.search);
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_FILTERS.status);
  const [page, setPage] = useState(1);
  // Typing waits for a pause; clearing the box applies at once.
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS, (value) => value === '');
  const filters: ListFilters = { search, status };
  const query = useQuery(adminPackagesQuery({ search, status, page, page_size: ADMIN_PAGE_SIZE_DEFAULT }));
  const data = query.isPlaceholderData ? undefined : query.data;
  const errorText = useErrorText(query.error, t('admin.list.loadFailed'));
  // Marks made offline (waiting, or refused with the reason) show on their package.
  const marks = operationsByTarget(useOutboxOperations(OUTBOX_KINDS));

  const changeSearch = (value: string) => {
    setInput(value);
    setPage(1);
  };
  const changeStatus = (value: StatusFilter) => {
    setStatus(value);
    setPage(1);
  };
  const clearFilters = () => {
    setInput(DEFAULT_FILTERS.search);
    setStatus(DEFAULT_FILTERS.status);
    setPage(1);
  };
  const count = data ? countText(filters, data.total) : null;
  const title = listTitle(filters, data?.total ?? 0, data?.total_all ?? 0);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <PackageSearch value={input} onChange={changeSearch} />
        <StatusFilterSelect value={status} onChange={changeStatus} />
      </div>
      <p className="min-h-5 text-sm font-medium text-slate-700" aria-live="polite" data-testid="package-count">
        {count ? t(count.key, { count: count.count }) : ''}
      </p>
      <FilterBar filters={activeFilters(filters)} onClear={clearFilters} />
      <section aria-labelledby="admin-packages-title" className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4" aria-busy={query.isFetching}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-packages-title" className="text-xl font-semibold text-slate-900" data-testid="package-list-title">
            {title.key === 'admin.list.filteredTitle' && !data ? t('admin.list.filteredTitleBare') : t(title.key, title.values)}
          </h2>
          <RefreshAllButton />
        </div>
        {query.data === undefined && !query.isError ? (
          <PackageGridSkeleton />
        ) : (
          <QueryState query={query} errorText={errorText}>
            {(list) =>
              list.packages.length === 0 ? (
                <p className="py-8 text-center text-slate-600" data-testid="package-list-empty">{t(emptyTextKey(list.total_all))}</p>
              ) : (
                <>
                  <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {list.packages.map((pkg) => <AdminPackageCard key={pkg.id} pkg={pkg} mark={marks.get(pkg.id)} />)}
                  </div>
                  <ListPagination page={list.page} pages={pageCount(list.total, list.page_size)} busy={query.isPlaceholderData} onPageChange={setPage} />
                </>
              )
            }
          </QueryState>
        )}
      </section>
    </div>
  );
}
