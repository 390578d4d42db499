import { useQuery } from '@tanstack/react-query';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { PICKUP_TIME_SLOTS } from '@shared/pickup/pickup-slots';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { pickupSlotsQuery } from '../api/pickup-queries';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatSlotTime, slotViews, type CurrentBooking, type SlotView } from '../model/slot-views';

interface SlotPickerProps {
  date: string | null;
  value: string;
  onChange: (time: string) => void;
  now: Date;
  labelledBy: string;
  /** When moving a pickup: its own slot stays selectable. */
  current?: CurrentBooking | null;
  invalid?: boolean;
}

const GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-4';

/** The day's slots as a radio group (arrow keys move between them), each with the places left. */
export function SlotPicker({ date, value, onChange, now, labelledBy, current, invalid }: SlotPickerProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const query = useQuery(pickupSlotsQuery(date));
  if (date === null) return <p className="text-sm text-slate-600">{t('pickup.slots.chooseDayFirst')}</p>;
  if (query.data === undefined && !query.isError) return <SlotsSkeleton />;

  return (
    <QueryState query={query} errorText={t('pickup.slots.loadFailed')}>
      {(day) => (
        <RadioGroup.Root
          value={value}
          onValueChange={onChange}
          aria-labelledby={labelledBy}
          aria-invalid={invalid || undefined}
          aria-busy={query.isFetching || undefined}
          className={GRID}
        >
          {slotViews(day, now, current).map((slot) => (
            <SlotItem key={slot.time} slot={slot} label={formatSlotTime(slot.time, language)} />
          ))}
        </RadioGroup.Root>
      )}
    </QueryState>
  );
}

function SlotItem({ slot, label }: { slot: SlotView; label: string }) {
  const { t } = useTranslation();
  const flexibleText = t('pickup.slots.flexible');
  const status =
    slot.state === 'current' ? t('pickup.slots.current') : slot.state === 'full' ? t('pickup.slots.full') : slot.state === 'past' ? t('pickup.slots.past') : t('pickup.slots.left', { count: slot.remaining });
  return (
    <RadioGroup.Item
      value={slot.time}
      disabled={!slot.selectable}
      aria-label={slot.flexible ? `${label}, ${flexibleText}, ${status}` : `${label}, ${status}`}
      className={cn(
        'flex min-h-14 flex-col items-center justify-center rounded-lg border px-1 py-1.5 text-center',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700',
        'border-slate-300 bg-white text-slate-900 hover:border-cyan-600',
        'data-[state=checked]:border-cyan-700 data-[state=checked]:bg-cyan-700 data-[state=checked]:text-white',
        'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400',
      )}
    >
      <span className="text-sm font-semibold tabular-nums">{label}</span>
      <span className="text-xs">{status}</span>
      {slot.flexible && <span className="text-[0.6875rem] font-semibold uppercase tracking-wide">{flexibleText}</span>}
    </RadioGroup.Item>
  );
}

function SlotsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={GRID} aria-busy="true" aria-label={t('pickup.slots.loading')} role="status">
      {PICKUP_TIME_SLOTS.map((time) => (
        <div key={time} className="min-h-14 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
