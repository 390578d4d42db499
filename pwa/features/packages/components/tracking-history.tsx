import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingEvent } from '@shared/packages/package-schema';
import { sortEventsNewestFirst } from '@shared/packages/package-status';
import { Button } from '@/components/ui/button';
import { useCarrierEventName } from '../hooks/use-carrier-event-name';
import { usePackageText } from '../hooks/use-package-text';

interface TrackingHistoryProps {
  events: TrackingEvent[];
  /** Received: the carrier's scans are history, all of them behind Show Details (decision 185). */
  atWarehouse?: boolean;
}

/** The tracking history, newest first: the latest scan (none once received), and every scan behind Show Details / Hide Details. */
export function TrackingHistory({ events, atWarehouse = false }: TrackingHistoryProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const sorted = sortEventsNewestFirst(events);
  const collapsedCount = atWarehouse ? 0 : 1;
  const shown = expanded ? sorted : sorted.slice(0, collapsedCount);
  return (
    <section aria-labelledby="tracking-history-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="tracking-history">
      <div className="flex items-center justify-between gap-3">
        <h2 id="tracking-history-title" className="text-lg font-semibold text-slate-900">{t('packageDetail.history.title')}</h2>
        {sorted.length > collapsedCount && (
          <Button variant="ghost" size="sm" className="shrink-0 whitespace-nowrap" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} data-testid="toggle-history">
            {expanded ? t('packageDetail.history.hide') : t('packageDetail.history.show')}
          </Button>
        )}
      </div>
      {sorted.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('packageDetail.history.empty')}</p>
      ) : (
        <>
          {atWarehouse && <p className="mt-2 text-sm text-slate-600">{t('packages.arrival.historyNote')}</p>}
          <ol id={listId} className={shown.length > 0 ? 'mt-4 space-y-0' : 'hidden'}>
            {shown.map((event, index) => <TimelineItem key={event.id} event={event} latest={index === 0 && !atWarehouse} last={index === shown.length - 1} />)}
          </ol>
        </>
      )}
      <p className="mt-3 text-xs text-slate-500">{t('packages.timesNote')}</p>
    </section>
  );
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function TimelineItem({ event, latest, last }: { event: TrackingEvent; latest: boolean; last: boolean }) {
  const { t } = useTranslation();
  const { dateTime } = usePackageText();
  const name = useCarrierEventName()(event);
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0" data-testid="tracking-event">
      <div className="flex flex-col items-center">
        <span className={latest ? 'mt-1 size-3 rounded-full bg-cyan-700 ring-4 ring-cyan-100' : 'mt-1 size-3 rounded-full bg-slate-300'} aria-hidden="true" />
        {!last && <span className="mt-1 w-px flex-1 bg-slate-200" aria-hidden="true" />}
      </div>
      <div className="min-w-0 text-sm">
        {latest && <p className="sr-only">{t('packageDetail.history.latest')}</p>}
        <p className="font-medium text-slate-900" data-testid="event-name">{name}</p>
        {event.location && <p className="text-slate-600">{event.location}</p>}
        <p className="text-slate-500"><time dateTime={event.event_time}>{dateTime(event.event_time)}</time></p>
        {/* The carrier's own words, smaller: carriers report in English, whatever the reader's language. */}
        {event.description.trim() !== '' && !sameWords(event.description, name) && (
          <p className="mt-0.5 text-xs text-slate-500" data-testid="carrier-words">
            {t('packages.event.carrierWords')}: <q lang="en" className="italic">{event.description}</q>
          </p>
        )}
      </div>
    </li>
  );
}
