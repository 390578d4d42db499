import { useTranslation } from 'react-i18next';
import type { DashboardContactForm } from '@shared/contact/contact-schema';
import { OutboxMark } from '@/lib/outbox/outbox-mark';
import { useOutboxOperations } from '@/lib/outbox/use-outbox';

const KINDS = ['support-message'] as const;

/** Messages written offline that have not reached support yet (or were refused). */
export function WaitingMessages() {
  const { t } = useTranslation();
  const operations = useOutboxOperations(KINDS);
  if (operations.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="waiting-support-messages">
      {operations.map((operation) => {
        const form = operation.body as DashboardContactForm;
        return (
          <li key={operation.id} className="rounded-lg border border-dashed border-amber-300 p-3 text-sm">
            <p className="font-medium text-slate-900">{t(`support.subjects.${form.subject}`)}</p>
            <p className="line-clamp-2 text-slate-700">{form.message}</p>
            <OutboxMark operation={operation} className="mt-2" />
          </li>
        );
      })}
    </ul>
  );
}
