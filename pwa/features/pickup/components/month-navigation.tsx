import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface MonthNavigationProps {
  title: string;
  /** Absent at the first month the calendar offers. */
  onPrevious?: () => void;
  /** Absent at the last month. */
  onNext?: () => void;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The calendar's month heading (announced when it changes) with previous and next buttons. */
export function MonthNavigation({ title, onPrevious, onNext }: MonthNavigationProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="ghost" size="icon" aria-label={t('pickup.calendar.previousMonth')} disabled={!onPrevious} onClick={onPrevious}>
        <Chevron direction="left" />
      </Button>
      <p aria-live="polite" className="text-sm font-semibold text-slate-900 first-letter:uppercase">
        {title}
      </p>
      <Button variant="ghost" size="icon" aria-label={t('pickup.calendar.nextMonth')} disabled={!onNext} onClick={onNext}>
        <Chevron direction="right" />
      </Button>
    </div>
  );
}
