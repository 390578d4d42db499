import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ActiveFilter } from '../model/list-view';

/** 'Filtered by:' with the active search and status, and 'Clear Filters' back to the default view. */
export function FilterBar({ filters, onClear }: { filters: ActiveFilter[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-cyan-200 bg-cyan-50 px-4 py-2 text-sm text-cyan-950" data-testid="filter-bar">
      <span className="font-medium">{t('admin.filterBar.label')}</span>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.kind} className="rounded-full bg-white px-3 py-1 ring-1 ring-cyan-200">
            {filter.kind === 'search'
              ? t('admin.filterBar.search', { value: filter.value })
              : t('admin.filterBar.status', { value: t(`admin.filter.options.${filter.value}`) })}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="md" className="ml-auto" onClick={onClear}>{t('admin.filterBar.clear')}</Button>
    </div>
  );
}
