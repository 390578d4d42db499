import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { visibleFilters, type PackageFilter, type PackageGroup } from '../model/package-groups';

interface PackageFiltersProps {
  filter: PackageFilter;
  onFilterChange: (filter: PackageFilter) => void;
  query: string;
  onQueryChange: (query: string) => void;
  counts: Record<PackageGroup, number> & { all: number };
}

/** State chips (toggle buttons, one pressed) and the search box. */
export function PackageFilters({ filter, onFilterChange, query, onQueryChange, counts }: PackageFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div>
        <Label htmlFor="package-search" className="sr-only">{t('packages.filter.searchLabel')}</Label>
        <Input
          id="package-search"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t('packages.filter.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div role="group" aria-label={t('packages.filter.label')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {visibleFilters(counts, filter).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilterChange(value)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700',
              filter === value ? 'border-cyan-700 bg-cyan-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {t(`packages.groups.${value}`)}
            <span className={cn('rounded-full px-1.5 text-xs', filter === value ? 'bg-white/20' : 'bg-slate-100 text-slate-600')}>{counts[value]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
