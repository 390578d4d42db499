import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface CalendarLinkProps {
  pickupId: number;
  /** The element naming the pickup (its day and time), so each card's link is told apart. */
  describedBy?: string;
  className?: string;
}

/**
 * "Agregar al calendario": the pickup's .ics file. A plain link: the session cookie goes with it, and the browser
 * hands the text/calendar answer to the calendar app, or saves it to be opened.
 */
export function CalendarLink({ pickupId, describedBy, className }: CalendarLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      href={`/api/pickup/${pickupId}/calendar.ics`}
      aria-describedby={describedBy}
      className={cn(buttonClasses('outline', 'sm'), 'min-h-11 text-cyan-800 focus-visible:outline-2 focus-visible:outline-cyan-700', className)}
      data-testid="calendar-link"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
        <rect x="3" y="4.5" width="14" height="12" rx="2" />
        <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
      </svg>
      {t('pickup.place.calendar')}
    </a>
  );
}
