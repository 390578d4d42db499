import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { supportThreadsQuery } from '../api/support-queries';

/** "We answer you within N hours", by the customer's plan now; nothing until the promise is known. */
export function ResponsePromise({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(supportThreadsQuery());
  if (!data) return null;
  return (
    <p className={cn('text-sm font-medium text-cyan-900', className)} data-testid="support-promise" data-tier={data.support_tier}>
      {t(`support.promise.${data.support_tier}`, { count: data.response_hours })}
    </p>
  );
}
