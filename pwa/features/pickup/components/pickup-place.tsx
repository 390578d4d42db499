import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine, type PickupLocation } from '@shared/pickup/pickup-location';
import { weekdayOfDateString } from '@shared/time/calendar-dates';
import { cn } from '@/lib/cn';
import { weekdayNames } from '@/lib/weekday-names';
import { usePickupAccountName } from '../hooks/pickup-account-name';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatList, formatSlotTime } from '../model/slot-views';

interface PickupPlaceProps {
  location: PickupLocation;
  /** The pickup's day, whose opening hours are shown. */
  date: string;
  /** h3 in a dialog under its title, h4 in a pickup card. */
  heading: 'h3' | 'h4';
  className?: string;
}

const linkClasses = 'inline-flex min-h-11 items-center font-medium text-cyan-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-cyan-700';

/** Where to go and when: the warehouse address with its map, that day's hours, the access code, and what to bring. */
export function PickupPlace({ location, date, heading: Heading, className }: PickupPlaceProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const accountName = usePickupAccountName();
  const titleId = useId();
  const day = weekdayNames(language, 'long')[weekdayOfDateString(date)]!;
  const hours = formatList(
    location.day_hours.map((range) => t('pickup.place.range', { open: formatSlotTime(range.open, language), close: formatSlotTime(range.close, language) })),
    language,
  );
  const details = [
    location.access_code && { term: t('pickup.place.accessCode'), value: <span className="font-mono font-semibold text-slate-900">{location.access_code}</span> },
    location.phone && {
      term: t('pickup.place.phone'),
      value: (
        <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
          {location.phone}
        </a>
      ),
    },
    location.notes && { term: t('pickup.place.notes'), value: <span className="whitespace-pre-line">{location.notes}</span> },
    { term: t('pickup.place.bringTitle'), value: accountName ? t('pickup.place.bring', { name: accountName }) : t('pickup.place.bringAnyName') },
  ].filter((detail) => !!detail);

  return (
    <section aria-labelledby={titleId} className={cn('rounded-lg bg-slate-50 p-3 text-sm text-slate-700', className)} data-testid="pickup-place">
      <Heading id={titleId} className="font-semibold text-slate-900">
        {t('pickup.place.title')}
      </Heading>
      <div className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="min-w-0">
          <address className="break-words not-italic">
            <span className="font-medium text-slate-900">{location.name}</span>
            <br />
            {location.street_address}
            <br />
            {location.city}, {location.state} {location.postal_code}
          </address>
          <a href={location.map_url} target="_blank" rel="noopener noreferrer" aria-label={t('pickup.place.mapLabel', { address: addressLine(location) })} className={linkClasses}>
            {t('pickup.place.map')}
          </a>
          <p data-testid="pickup-day-hours">
            {location.day_hours.length ? t('pickup.place.hours', { day, hours }) : t('pickup.place.noHours')}
          </p>
        </div>
        <dl className="min-w-0 space-y-2">
          {details.map(({ term, value }) => (
            <div key={term}>
              <dt className="font-medium text-slate-900">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
