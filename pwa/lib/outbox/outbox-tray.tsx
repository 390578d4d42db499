import { useTranslation } from 'react-i18next';
import { OutboxMark } from './outbox-mark';
import type { OutboxKind } from './outbox-types';
import { useOutboxOperations } from './use-outbox';

const ALL_KINDS: readonly OutboxKind[] = ['package-create', 'package-delete', 'pickup-schedule', 'pickup-reschedule', 'pickup-cancel', 'pickup-packages', 'support-message', 'package-received', 'package-picked-up'];
/** Writes with no list of their own to show a refusal in. */
const TRAY_REFUSALS: readonly OutboxKind[] = ['support-message'];

/** How many writes wait to be sent, anywhere in the app, and the refusals that have no other place. */
export function OutboxTray() {
  const { t } = useTranslation();
  const operations = useOutboxOperations(ALL_KINDS);
  const waiting = operations.filter((operation) => operation.state !== 'refused').length;
  const refusals = operations.filter((operation) => operation.state === 'refused' && TRAY_REFUSALS.includes(operation.kind));
  if (waiting === 0 && refusals.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col items-start gap-2 sm:inset-x-auto sm:left-4 sm:max-w-sm" data-testid="outbox-tray">
      {refusals.map((operation) => (
        <OutboxMark key={operation.id} operation={operation} className="pointer-events-auto shadow-md" />
      ))}
      {waiting > 0 && (
        <p role="status" data-testid="outbox-pending-count" className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 shadow-md">
          {t('outbox.tray.pending', { count: waiting })}
        </p>
      )}
    </div>
  );
}
