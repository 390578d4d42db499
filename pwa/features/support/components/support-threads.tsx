import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupportThread } from '@shared/contact/support-thread-schema';
import { formatNewYorkDateTime } from '@shared/time/new-york';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { supportThreadsQuery } from '../api/support-queries';

/** The customer's messages to support, newest first, each with support's answers under it. */
export function SupportThreads() {
  const { t } = useTranslation();
  const query = useQuery(supportThreadsQuery());
  return (
    <section aria-labelledby="support-threads-title" className="mt-5 space-y-3" data-testid="support-threads">
      <h3 id="support-threads-title" className="text-base font-semibold text-slate-900">{t('support.threads.title')}</h3>
      <QueryState query={query} errorText={t('support.threads.loadFailed')} isEmpty={(list) => list.threads.length === 0} emptyText={t('support.threads.empty')}>
        {(list) => (
          <ul className="space-y-3">
            {list.threads.map((thread) => <ThreadItem key={thread.id} thread={thread} />)}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function ThreadItem({ thread }: { thread: SupportThread }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const date = (iso: string) => formatNewYorkDateTime(iso, language);
  // Sent from the public page while signed in, a message has one of that page's subjects.
  const subjectKey = i18n.exists(`support.subjects.${thread.subject}`) ? `support.subjects.${thread.subject}` : `contact.subjects.${thread.subject}`;
  const answered = thread.replies.length > 0;
  const status = answered ? t('support.threads.answered') : thread.handled_at ? t('support.threads.handled') : t('support.threads.waiting', { date: date(thread.respond_by) });
  return (
    <li>
      <article className="rounded-xl border border-slate-200 p-3" data-testid="support-thread" aria-labelledby={`support-thread-${thread.id}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h4 id={`support-thread-${thread.id}`} className="font-medium break-words text-slate-900">{i18n.exists(subjectKey) ? t(subjectKey) : thread.subject}</h4>
          <p className={cn('text-xs font-medium', answered || thread.handled_at ? 'text-emerald-800' : 'text-amber-800')}>{status}</p>
        </div>
        <p className="text-xs text-slate-500"><time dateTime={thread.created_at}>{t('support.threads.sentAt', { date: date(thread.created_at) })}</time></p>
        <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800">
          <span className="sr-only">{t('support.threads.yourMessage')}: </span>
          {thread.message}
        </p>
        {answered && (
          <ol className="mt-3 space-y-2">
            {thread.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border-l-4 border-cyan-600 bg-cyan-50 p-3" data-testid="support-reply">
                <p className="text-xs font-medium text-cyan-900"><time dateTime={reply.created_at}>{t('support.threads.reply', { date: date(reply.created_at) })}</time></p>
                <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </article>
    </li>
  );
}
