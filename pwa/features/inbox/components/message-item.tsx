import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { ContactMessage } from '@shared/contact/contact-message-schema';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { setHandledMutation } from '../api/inbox-queries';
import { formatNewYorkDateTime } from '@shared/time/new-york';
import { ReplyForm } from './reply-form';
import { ReplyThread } from './reply-thread';
import { ResponseAgeLine } from './response-age-line';
import { TierBadge } from './tier-badge';

/**
 * One message: unread ones stand out (bold, a dot, a tinted card) until someone marks them handled or answers them.
 * The sender's tier and the wait against its target show beside it; the answers so far under it.
 */
export function MessageItem({ message, now }: { message: ContactMessage; now: Date }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(setHandledMutation(queryClient));
  const [replying, setReplying] = useState(false);
  const unread = message.read_at === null;
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const subjectKey = `inbox.subjects.${message.subject}`;
  const titleId = `message-${message.id}-subject`;

  const toggle = async () => {
    try {
      await mutation.mutateAsync({ id: message.id, handled: unread });
      toast.success(t(unread ? 'inbox.markedHandled' : 'inbox.markedUnread'));
    } catch (error) {
      toast.error(await apiErrorMessage(error, t('inbox.updateFailed')));
    }
  };

  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-testid="contact-message"
        data-unread={unread}
        className={cn('rounded-2xl border p-4 shadow-sm', unread ? 'border-cyan-300 bg-cyan-50' : 'border-slate-200 bg-white')}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className={cn('flex items-center gap-2 text-base break-words text-slate-900', unread ? 'font-bold' : 'font-medium')}>
              {unread && <span className="size-2.5 shrink-0 rounded-full bg-cyan-700" aria-hidden="true" />}
              {unread && <span className="sr-only">{t('inbox.unread')}: </span>}
              {i18n.exists(subjectKey) ? t(subjectKey) : message.subject}
            </h3>
            <p className="text-sm text-slate-700">
              {message.full_name} · <a className="text-cyan-800 underline-offset-2 hover:underline" href={`mailto:${message.email}`}>{message.email}</a>
              {message.phone && <> · <a className="underline-offset-2 hover:underline" href={`tel:${message.phone}`}>{message.phone}</a></>}
            </p>
          </div>
          <div className="text-right text-xs text-slate-500">
            <div className="flex flex-wrap justify-end gap-1">
              <TierBadge tier={message.support_tier} />
              <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{t(`inbox.sources.${message.source}`)}</span>
            </div>
            <p className="mt-1"><time dateTime={message.created_at}>{formatNewYorkDateTime(message.created_at, language)}</time></p>
            <ResponseAgeLine message={message} now={now} />
          </div>
        </div>
        <p className="mt-3 text-sm whitespace-pre-line break-words text-slate-800">{message.message}</p>
        <ReplyThread replies={message.replies} />
        {replying ? (
          <ReplyForm message={message} onDone={() => setReplying(false)} />
        ) : (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-500">
              {message.read_at ? t('inbox.handledAt', { date: formatNewYorkDateTime(message.read_at, language) }) : t('inbox.notHandled')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="lg" onClick={() => setReplying(true)}>
                {t('inbox.reply.open')}
              </Button>
              <Button variant={unread ? 'primary' : 'outline'} size="lg" busy={mutation.isPending} onClick={() => void toggle()}>
                {t(unread ? 'inbox.markHandled' : 'inbox.markUnread')}
              </Button>
            </div>
          </div>
        )}
      </article>
    </li>
  );
}
