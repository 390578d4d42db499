import { DEFAULT_STATUS_FILTER, STATUS_FILTERS, type StatusFilter } from '@shared/packages/package-status';

/** The status filter's options in the spec's order (part 2 section 2). */
export const STATUS_FILTER_OPTIONS: readonly StatusFilter[] = STATUS_FILTERS;

export interface ListFilters {
  /** The search as sent to the server (already trimmed). */
  search: string;
  status: StatusFilter;
}

export const DEFAULT_FILTERS: ListFilters = { search: '', status: DEFAULT_STATUS_FILTER };

/** Anything but the default view (no search, Exclude Picked Up) counts as filtered. */
export const isFiltered = ({ search, status }: ListFilters) => search !== '' || status !== DEFAULT_STATUS_FILTER;

/** i18n key and count of the count text: 'Found N package(s)' when filtered, else 'N packages (excluding picked up)'. */
export function countText(filters: ListFilters, total: number): { key: 'admin.count.found' | 'admin.count.excludingPickedUp'; count: number } {
  return { key: isFiltered(filters) ? 'admin.count.found' : 'admin.count.excludingPickedUp', count: total };
}

/** The card title: 'All Packages', or 'Filtered Packages (x of y)'. */
export function listTitle(filters: ListFilters, total: number, totalAll: number) {
  return isFiltered(filters)
    ? { key: 'admin.list.filteredTitle' as const, values: { shown: total, all: totalAll } }
    : { key: 'admin.list.allTitle' as const, values: {} };
}

export type ActiveFilter = { kind: 'search'; value: string } | { kind: 'status'; value: StatusFilter };

/** What the 'Filtered by:' bar lists; empty means no bar. */
export function activeFilters({ search, status }: ListFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (search !== '') active.push({ kind: 'search', value: search });
  if (status !== DEFAULT_STATUS_FILTER) active.push({ kind: 'status', value: status });
  return active;
}

/** Pages of a total; at least one, so 'page 1 of 1' reads right on an empty list. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The empty text: no package at all, or none under the current filter (Exclude Picked Up is one too). */
export const emptyTextKey = (totalAll: number) => (totalAll === 0 ? 'admin.list.empty' : 'admin.list.noMatch');
