import { useTranslation } from 'react-i18next';
import type { ContactReply } from '@shared/contact/contact-message-schema';
import { formatNewYorkDateTime } from '@shared/time/new-york';

/** Staff's answers to a message, oldest first, as the customer also reads them in the app. */
export function ReplyThread({ replies }: { replies: ContactReply[] }) {
  const { t, i18n } = useTranslation();
  if (replies.length === 0) return null;
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return (
    <section className="mt-3" aria-label={t('inbox.reply.thread')}>
      <ol className="space-y-2">
        {replies.map((reply) => {
          const date = formatNewYorkDateTime(reply.created_at, language);
          return (
            <li key={reply.id} className="rounded-lg border-l-4 border-cyan-600 bg-white/70 p-3" data-testid="contact-reply">
              <p className="text-xs font-medium text-slate-600">
                <time dateTime={reply.created_at}>{reply.author_name ? t('inbox.reply.by', { name: reply.author_name, date }) : t('inbox.reply.byUnknown', { date })}</time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">{reply.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
