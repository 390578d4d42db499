import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingEvent } from '@shared/packages/package-schema';
import { sortEventsNewestFirst } from '@shared/packages/package-status';
import { Button } from '@/components/ui/button';
import { usePackageText } from '../hooks/use-package-text';

/** The tracking history, newest first: the latest scan, and every scan behind Show Details / Hide Details. */
export function TrackingHistory({ events }: { events: TrackingEvent[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const sorted = sortEventsNewestFirst(events);
  const shown = expanded ? sorted : sorted.slice(0, 1);
  return (
    <section aria-labelledby="tracking-history-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="tracking-history">
      <div className="flex items-center justify-between gap-3">
        <h2 id="tracking-history-title" className="text-lg font-semibold text-slate-900">{t('packages.detail.history.title')}</h2>
        {sorted.length > 1 && (
          <Button variant="ghost" size="sm" className="shrink-0 whitespace-nowrap" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} data-testid="toggle-history">
            {expanded ? t('packages.detail.history.hide') : t('packages.detail.history.show')}
          </Button>
        )}
      </div>
      {sorted.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('packages.detail.history.empty')}</p>
      ) : (
        <ol id={listId} className="mt-4 space-y-0">
          {shown.map((event, index) => <TimelineItem key={event.id} event={event} latest={index === 0} last={index === shown.length - 1} />)}
        </ol>
      )}
      <p className="mt-3 text-xs text-slate-500">{t('packages.timesNote')}</p>
    </section>
  );
}

function TimelineItem({ event, latest, last }: { event: TrackingEvent; latest: boolean; last: boolean }) {
  const { t } = useTranslation();
  const { dateTime, trackingStatusLabel } = usePackageText();
  const status = trackingStatusLabel(event.status);
  const repeatsStatus = event.description.trim().toLowerCase() === status.toLowerCase();
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0" data-testid="tracking-event">
      <div className="flex flex-col items-center">
        <span className={latest ? 'mt-1 size-3 rounded-full bg-cyan-700 ring-4 ring-cyan-100' : 'mt-1 size-3 rounded-full bg-slate-300'} aria-hidden="true" />
        {!last && <span className="mt-1 w-px flex-1 bg-slate-200" aria-hidden="true" />}
      </div>
      <div className="min-w-0 text-sm">
        {latest && <p className="sr-only">{t('packages.detail.history.latest')}</p>}
        <p className="font-medium text-slate-900">{status}</p>
        {/* The carrier's own words: carriers report in English, whatever the reader's language. */}
        {!repeatsStatus && <p className="text-slate-700" lang="en">{event.description}</p>}
        {event.location && <p className="text-slate-600">{event.location}</p>}
        <p className="text-slate-500"><time dateTime={event.event_time}>{dateTime(event.event_time)}</time></p>
      </div>
    </li>
  );
}
