import { useTranslation } from 'react-i18next';
import { useReceivingText } from '../hooks/use-receiving-text';
import { useReceiptLog } from '../store/receipt-log';

/** This session's last actions on the tablet (memory only), newest first. */
export function RecentReceipts() {
  const { t } = useTranslation();
  const text = useReceivingText();
  const receipts = useReceiptLog((state) => state.receipts);
  return (
    <section aria-labelledby="recent-receipts-title" className="rounded-2xl border border-slate-300 bg-white p-4" data-testid="recent-receipts">
      <h2 id="recent-receipts-title" className="text-xl font-bold text-slate-950">{t('receiving.recent.title')}</h2>
      {receipts.length === 0 ? (
        <p className="mt-2 text-base text-slate-600">{t('receiving.recent.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {receipts.map((receipt) => (
            <li key={receipt.key} className="flex items-center gap-3 py-2" data-testid="recent-receipt">
              {receipt.photoUrls[0] ? (
                <img src={receipt.photoUrls[0]} alt={t('receiving.photo.saved')} className="size-12 shrink-0 rounded-md object-cover" />
              ) : (
                <span aria-hidden="true" className="size-12 shrink-0 rounded-md bg-slate-100" />
              )}
              <div className="min-w-0 flex-1 text-base">
                <p className={receipt.undone ? 'text-slate-500 line-through' : 'font-semibold text-slate-950'}>
                  {t(`receiving.recent.kind.${receipt.kind}`)} · <span className="font-mono break-all">{receipt.trackingNumber}</span>
                </p>
                <p className="text-slate-700">
                  {[receipt.ownerName, receipt.suiteCode, receipt.weightLb !== null ? text.weight(receipt.weightLb) : null].filter(Boolean).join(' · ')}
                </p>
              </div>
              <p className="shrink-0 text-sm text-slate-600">
                {receipt.undone ? t('receiving.recent.undone') : new Date(receipt.doneAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
