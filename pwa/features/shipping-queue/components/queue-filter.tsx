import { useTranslation } from 'react-i18next';
import { STAFF_DELIVERY_FILTERS } from '@shared/deliveries/delivery-schema';
import { cn } from '@/lib/cn';
import type { StaffDeliveryFilter } from '../model/staff-delivery-filter';

interface QueueFilterProps {
  value: StaffDeliveryFilter;
  onChange: (filter: StaffDeliveryFilter) => void;
}

/** To ship / Shipped / All, as large toggle buttons for a gloved finger on the warehouse tablet. */
export function QueueFilter({ value, onChange }: QueueFilterProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('shipping.queue.filterLabel')} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid">
      {STAFF_DELIVERY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          className={cn(
            'h-14 rounded-lg px-5 text-base font-semibold text-slate-700 transition-colors hover:text-slate-950',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700',
            'aria-pressed:bg-white aria-pressed:text-cyan-900 aria-pressed:shadow-sm',
          )}
        >
          {t(`shipping.queue.filter.${filter}`)}
        </button>
      ))}
    </div>
  );
}
