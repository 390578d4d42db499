import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@shared/contact/contact-message-schema';
import { responseAge } from '@shared/contact/response-age';
import { cn } from '@/lib/cn';
import { waitText } from '../model/wait-text';

/** How long the message has waited (or waited until handled) against its tier's target; past it, in red. */
export function ResponseAgeLine({ message, now }: { message: ContactMessage; now: Date }) {
  const { t } = useTranslation();
  const age = responseAge(message, now);
  const handled = message.read_at !== null;
  const key = handled ? (age.overdue ? 'answeredLate' : 'answeredIn') : age.overdue ? 'overdue' : 'waiting';
  return (
    <p
      className={cn('text-xs font-medium', age.overdue ? 'text-red-700' : handled ? 'text-slate-500' : 'text-slate-700')}
      data-testid="response-age"
      data-overdue={age.overdue}
    >
      {t(`inbox.age.${key}`, { waited: waitText(t, age.waitedMs), target: t('inbox.duration.hours', { count: message.response_hours }) })}
    </p>
  );
}
