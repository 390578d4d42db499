import { useTranslation } from 'react-i18next';
import type { PickupHours } from '@shared/pickup/pickup-window-schema';
import { cn } from '@/lib/cn';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { weekdayNames } from '@/lib/weekday-names';
import { formatList, formatSlotTime } from '../model/slot-views';
import { weekdayRuns } from '../model/weekday-runs';

/** What flexible pickup adds to the weekday hours: the customer's own with Premium, an invitation otherwise. */
export function FlexibleHoursNote({ hours, className }: { hours: PickupHours; className?: string }) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  if (hours.flexible_windows.length === 0) return null;
  const names = weekdayNames(language, 'long');
  const windows = hours.flexible_windows.map((window) => {
    const days = weekdayRuns(window.weekdays).map(([first, last]) =>
      first === last ? names[first]! : t('pickup.hours.dayRange', { first: names[first], last: names[last] }),
    );
    return t('pickup.hours.window', { days: formatList(days, language), from: formatSlotTime(window.from, language), to: formatSlotTime(window.to, language) });
  });
  const text = windows.join('; ');
  return (
    <p className={cn('text-sm', className)} data-testid="flexible-hours">
      {hours.flexible ? t('pickup.hours.flexible', { windows: text }) : t('pickup.hours.upsell', { windows: text })}
    </p>
  );
}
