import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingEvent } from '@shared/packages/package-schema';
import { sortEventsNewestFirst } from '@shared/packages/package-status';
import { useAdminText } from '../hooks/use-admin-text';

/** The carrier's scans, newest first, folded by default so the grid stays scannable. */
export function PackageEvents({ events }: { events: TrackingEvent[] }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminText();
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (events.length === 0) return <p className="text-sm text-slate-500">{t('admin.card.noEvents')}</p>;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-cyan-700"
      >
        {t('admin.card.events', { count: events.length })}
        <svg viewBox="0 0 20 20" className={open ? 'size-4 rotate-180' : 'size-4'} fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
          <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <ol id={listId} className="mt-1 space-y-2 border-l-2 border-slate-200 pl-3 text-sm" data-testid="package-events">
          {sortEventsNewestFirst(events).map((event) => (
            <li key={event.id}>
              <p className="text-slate-900">{event.description}</p>
              <p className="text-xs text-slate-500">
                <time dateTime={event.event_time}>{dateTime(event.event_time)}</time>
                {event.location && ` · ${event.location}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
