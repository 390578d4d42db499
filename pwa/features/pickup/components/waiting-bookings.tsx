import { useTranslation } from 'react-i18next';
import type { PickupRescheduleRequest, PickupScheduleRequest } from '@shared/pickup/pickup-slots';
import { OutboxMark } from '@/lib/outbox/outbox-mark';
import type { OutboxOperation } from '@/lib/outbox/outbox-types';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, formatSlotTime } from '../model/slot-views';

function useWhen() {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  return (request: PickupRescheduleRequest) => t('pickup.when', { day: formatPickupDay(request.pickup_date, language), time: formatSlotTime(request.pickup_time, language) });
}

/** Pickups booked offline: the slot asked for, marked waiting (or refused with the server's reason). */
export function WaitingBookings({ operations }: { operations: OutboxOperation[] }) {
  const { t } = useTranslation();
  const when = useWhen();
  return operations.map((operation) => {
    const request = operation.body as PickupScheduleRequest;
    return (
      <li key={operation.id} className="rounded-xl border border-dashed border-amber-300 p-4" data-testid="waiting-pickup">
        <h3 className="font-semibold text-slate-900 first-letter:uppercase">{when(request)}</h3>
        <p className="mt-1 text-sm text-slate-700">{t('pickup.card.packages', { count: request.package_ids.length })}</p>
        <OutboxMark operation={operation} className="mt-3" />
      </li>
    );
  });
}

/** A move, a cancelling or a change of packages asked for offline, under the pickup it changes. */
export function WaitingMove({ operation }: { operation: OutboxOperation }) {
  const when = useWhen();
  const moving = operation.kind === 'pickup-reschedule' && operation.state !== 'refused';
  return (
    <div className="mt-2 space-y-1" data-testid="waiting-move" data-kind={operation.kind}>
      {moving && <p className="text-sm text-slate-700">→ <span className="first-letter:uppercase">{when(operation.body as PickupRescheduleRequest)}</span></p>}
      <OutboxMark operation={operation} />
    </div>
  );
}
