import { useTranslation } from 'react-i18next';
import { StatusFilterSchema, type StatusFilter } from '@shared/packages/package-status';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { STATUS_FILTER_OPTIONS } from '../model/list-view';

/** The eight status filters of part 2 section 2, as a native select (reliable on a tablet). */
export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="w-full sm:w-64">
      <Label htmlFor="admin-status-filter">{t('admin.filter.label')}</Label>
      <Select
        id="admin-status-filter"
        className="mt-1 h-12"
        value={value}
        onChange={(event) => {
          const parsed = StatusFilterSchema.safeParse(event.target.value);
          if (parsed.success) onChange(parsed.data);
        }}
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option} value={option}>{t(`admin.filter.options.${option}`)}</option>
        ))}
      </Select>
    </div>
  );
}
