import { useTranslation } from 'react-i18next';
import { ADMIN_SEARCH_MAX_LENGTH } from '@shared/admin/admin-package-schema';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface PackageSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** 'Search by tracking ID...' with a clear button; the server matches any fragment of number, suite, name or e-mail. */
export function PackageSearch({ value, onChange }: PackageSearchProps) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1">
      <Label htmlFor="admin-package-search">{t('admin.search.label')}</Label>
      <div className="relative mt-1">
        <svg viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
          <circle cx="9" cy="9" r="5.5" />
          <path d="m13 13 4 4" strokeLinecap="round" />
        </svg>
        <Input
          id="admin-package-search"
          type="search"
          value={value}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('admin.search.placeholder')}
          aria-describedby="admin-package-search-hint"
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {value !== '' && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('admin.search.clear')}
            className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-cyan-700"
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <p id="admin-package-search-hint" className="mt-1 text-xs text-slate-500">{t('admin.search.hint')}</p>
    </div>
  );
}
