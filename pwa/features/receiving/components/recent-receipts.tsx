import { useTranslation } from 'react-i18next';
import { OutboxMark } from '@/lib/outbox/outbox-mark';
import type { OutboxOperation } from '@/lib/outbox/outbox-types';
import { useOutboxOperations } from '@/lib/outbox/use-outbox';
import { useReceivingText } from '../hooks/use-receiving-text';
import { useReceiptLog, type Receipt } from '../store/receipt-log';

const OUTBOX_KINDS = ['package-received'] as const;

/** This session's last actions on the tablet (memory only), newest first; receipts done offline show their outbox state. */
export function RecentReceipts() {
  const { t } = useTranslation();
  const receipts = useReceiptLog((state) => state.receipts);
  const operations = useOutboxOperations(OUTBOX_KINDS);
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  // Waiting or refused receipts of an earlier visit (the log lives in memory only).
  const logged = new Set(receipts.map((receipt) => receipt.operationId));
  const earlier = operations.filter((operation) => !logged.has(operation.id));
  return (
    <section aria-labelledby="recent-receipts-title" className="rounded-2xl border border-slate-300 bg-white p-4" data-testid="recent-receipts">
      <h2 id="recent-receipts-title" className="text-xl font-bold text-slate-950">{t('receiving.recent.title')}</h2>
      {earlier.length > 0 && (
        <ul className="mt-3 space-y-2" data-testid="earlier-receipts">
          {earlier.map((operation) => (
            <li key={operation.id} className="text-base" data-testid="recent-receipt">
              <p className="font-mono break-all text-slate-950">{operation.label}</p>
              <OutboxMark operation={operation} className="mt-1" />
            </li>
          ))}
        </ul>
      )}
      {receipts.length === 0 && earlier.length === 0 ? (
        <p className="mt-2 text-base text-slate-600">{t('receiving.recent.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {receipts.map((receipt) => (
            <ReceiptRow key={receipt.key} receipt={receipt} operation={receipt.operationId ? byId.get(receipt.operationId) : undefined} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** One action: a receipt done offline carries its outbox mark (waiting, or refused with the reason, then struck). */
function ReceiptRow({ receipt, operation }: { receipt: Receipt; operation: OutboxOperation | undefined }) {
  const { t } = useTranslation();
  const text = useReceivingText();
  const struck = receipt.undone || operation?.state === 'refused';
  return (
    <li className="flex items-center gap-3 py-2" data-testid="recent-receipt">
      {receipt.photoUrls[0] ? (
        <img src={receipt.photoUrls[0]} alt={t('receiving.photo.saved')} className="size-12 shrink-0 rounded-md object-cover" />
      ) : (
        <span aria-hidden="true" className="size-12 shrink-0 rounded-md bg-slate-100" />
      )}
      <div className="min-w-0 flex-1 text-base">
        <p className={struck ? 'text-slate-500 line-through' : 'font-semibold text-slate-950'}>
          {t(`receiving.recent.kind.${receipt.kind}`)} · <span className="font-mono break-all">{receipt.trackingNumber}</span>
        </p>
        <p className="text-slate-700">
          {[receipt.ownerName, receipt.suiteCode, receipt.weightLb !== null ? text.weight(receipt.weightLb) : null].filter(Boolean).join(' · ')}
        </p>
        {operation && <OutboxMark operation={operation} className="mt-1" />}
      </div>
      <p className="shrink-0 text-sm text-slate-600">
        {receipt.undone ? t('receiving.recent.undone') : new Date(receipt.doneAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
      </p>
    </li>
  );
}
