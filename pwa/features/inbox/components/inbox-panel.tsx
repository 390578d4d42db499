import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { contactMessagesQuery } from '../api/inbox-queries';
import { useNow } from '../hooks/use-now';
import { MessageItem } from './message-item';

/** Waiting times move on by the minute. */
const AGE_TICK_MS = 60_000;

/**
 * The messages sent from the contact page and the dashboard, paged: those not handled first, VIP, then priority, then
 * the rest, the longest waiting first in each; then the handled ones, newest first.
 */
export function InboxPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(contactMessagesQuery(page));
  const now = useNow(AGE_TICK_MS);
  return (
    <section aria-labelledby="inbox-title" className="space-y-4" data-testid="inbox">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id="inbox-title" className="text-xl font-semibold text-slate-900">{t('inbox.title')}</h2>
          <p className="text-sm text-slate-600">{t('inbox.order')}</p>
        </div>
        {query.data && !query.isPlaceholderData && (
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="inbox-summary">
            {t('inbox.summary', { count: query.data.total, unread: query.data.unread })}
          </p>
        )}
      </div>
      <QueryState query={query} errorText={t('inbox.loadFailed')} isEmpty={(list) => list.messages.length === 0} emptyText={t('inbox.empty')}>
        {(list) => {
          const pages = Math.max(1, Math.ceil(list.total / list.limit));
          return (
            <>
              <ul className="space-y-3" aria-busy={query.isFetching}>
                {list.messages.map((message) => <MessageItem key={message.id} message={message} now={now} />)}
              </ul>
              {pages > 1 && (
                <nav aria-label={t('inbox.pagination.label')} className="flex items-center justify-between gap-3">
                  <Button variant="outline" size="lg" disabled={page <= 1 || query.isPlaceholderData} onClick={() => setPage(page - 1)}>{t('inbox.pagination.previous')}</Button>
                  <p className="text-sm text-slate-700" aria-live="polite">{t('inbox.pagination.page', { page, pages })}</p>
                  <Button variant="outline" size="lg" disabled={page >= pages || query.isPlaceholderData} onClick={() => setPage(page + 1)}>{t('inbox.pagination.next')}</Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
