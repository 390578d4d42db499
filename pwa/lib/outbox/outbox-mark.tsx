import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { useServerMessage } from '../use-server-message';
import { dismissOperation } from './outbox-queue';
import type { OutboxKind, OutboxOperation } from './outbox-types';
import { getOutboxUser } from './outbox-user';

const WAITING_TEXT: Partial<Record<OutboxKind, string>> = {
  'package-delete': 'outbox.waiting.delete',
  'pickup-cancel': 'outbox.waiting.cancelPickup',
  'package-received': 'outbox.waiting.received',
  'package-picked-up': 'outbox.waiting.pickedUp',
};

/** "Waiting to send" while queued; once refused, the server's reason (translated) with a dismiss. */
export function OutboxMark({ operation, className }: { operation: OutboxOperation; className?: string }) {
  const { t } = useTranslation();
  if (operation.state !== 'refused') {
    return (
      <span
        data-testid="outbox-waiting"
        data-kind={operation.kind}
        title={t('outbox.waitingHint')}
        className={cn('inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900', className)}
      >
        <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
          <circle cx="10" cy="10" r="7" />
          <path d="M10 6v4l2.5 2" strokeLinecap="round" />
        </svg>
        {t(WAITING_TEXT[operation.kind] ?? 'outbox.waiting.send')}
      </span>
    );
  }
  return <OutboxRefusal operation={operation} className={className} />;
}

function OutboxRefusal({ operation, className }: { operation: OutboxOperation; className?: string }) {
  const { t } = useTranslation();
  const reason = useServerMessage(operation.reason);
  const dismiss = () => {
    const userId = getOutboxUser();
    if (userId !== null) void dismissOperation(userId, operation.id);
  };
  return (
    <div role="alert" data-testid="outbox-refused" data-kind={operation.kind} className={cn('rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900', className)}>
      <p className="font-semibold">{t(`outbox.refused.title.${operation.kind}`)}</p>
      <p className="mt-1" data-testid="outbox-refused-reason">
        {operation.reason ? reason : t('outbox.refused.noReason')}
      </p>
      <button
        type="button"
        onClick={(event) => {
          // Marks may sit inside a link (a package card): dismissing must not open it.
          event.preventDefault();
          event.stopPropagation();
          dismiss();
        }}
        data-testid="outbox-dismiss"
        className="mt-2 text-sm font-medium text-red-800 underline underline-offset-2 hover:text-red-950"
      >
        {t('outbox.refused.dismiss')}
      </button>
    </div>
  );
}
