import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { undoSecondsLeft } from '@shared/receiving/undo-window';
import { Button } from '@/components/ui/button';
import { useNow } from '../hooks/use-now';
import type { Banner } from '../model/banner';
import type { Receipt } from '../store/receipt-log';
import { AlertIcon, CheckIcon } from './icons';

interface ConfirmationBannerProps {
  banner: Banner | null;
  onUndo: (receipt: Receipt) => Promise<void>;
}

function useHeadline(banner: Banner | null): string {
  const { t } = useTranslation();
  if (!banner) return '';
  if (banner.tone === 'failed') return banner.text;
  const { receipt } = banner;
  if (banner.tone === 'queued') return t('outbox.queued.receivedNumber', { tracking: receipt.trackingNumber });
  if (banner.tone === 'undone') return t(`receiving.banner.undone.${receipt.kind}`, { tracking: receipt.trackingNumber });
  return t(`receiving.banner.done.${receipt.kind}`, { tracking: receipt.trackingNumber });
}

/** The unmistakable answer to every action: green with the owner and suite, or red with the server's text. */
export function ConfirmationBanner({ banner, onUndo }: ConfirmationBannerProps) {
  const { t } = useTranslation();
  const headline = useHeadline(banner);
  const owner = banner && banner.tone !== 'failed' ? [banner.receipt.ownerName, banner.receipt.suiteCode && `${t('receiving.match.suite')} ${banner.receipt.suiteCode}`].filter(Boolean).join(', ') : '';
  return (
    <>
      {/* Always mounted, so each new message is announced; the countdown stays out of it. */}
      <p className="sr-only" role="status" aria-live="assertive" aria-atomic="true">{[headline, owner].filter(Boolean).join('. ')}</p>
      {banner && <BannerBody key={banner.tone === 'failed' ? banner.text : `${banner.tone}-${banner.receipt.key}`} banner={banner} headline={headline} onUndo={onUndo} />}
    </>
  );
}

function BannerBody({ banner, headline, onUndo }: { banner: Banner; headline: string; onUndo: (receipt: Receipt) => Promise<void> }) {
  const { t } = useTranslation();
  const [undoing, setUndoing] = useState(false);
  const done = banner.tone === 'done' ? banner : null;
  const undoable = done !== null;
  const now = useNow(undoable);
  const secondsLeft = done ? undoSecondsLeft(new Date(done.receipt.doneAt), now) : 0;

  const tones = { done: 'bg-green-700 text-white', queued: 'bg-amber-400 text-slate-950', undone: 'bg-slate-700 text-white', failed: 'bg-red-700 text-white' } as const;
  const photoError = banner.tone === 'done' || banner.tone === 'queued' ? banner.photoError : null;
  const receipt = banner.tone === 'failed' ? null : banner.receipt;

  const undo = async () => {
    if (!done) return;
    setUndoing(true);
    try {
      await onUndo(done.receipt);
    } finally {
      setUndoing(false);
    }
  };

  return (
    <div className={`flex flex-wrap items-center gap-4 rounded-2xl p-5 shadow-lg ${tones[banner.tone]}`} data-testid="receive-banner" data-tone={banner.tone}>
      {banner.tone === 'failed' ? <AlertIcon className="size-10 shrink-0" /> : <CheckIcon className="size-10 shrink-0" />}
      <div className="min-w-0 flex-1">
        <p className="text-2xl font-bold" data-testid="banner-headline">{headline}</p>
        {receipt && (receipt.ownerName || receipt.suiteCode) && (
          <p className="mt-1 text-xl" data-testid="banner-owner">
            {receipt.ownerName}
            {receipt.ownerName && receipt.suiteCode && ' · '}
            {receipt.suiteCode && <span className="rounded-md bg-white px-2 font-mono font-black text-slate-950">{receipt.suiteCode}</span>}
          </p>
        )}
        {photoError && <p className="mt-2 rounded-lg bg-red-700 px-3 py-2 text-lg font-semibold text-white" role="alert">{t('receiving.photo.failedAfterReceipt', { error: photoError })}</p>}
      </div>
      {done && done.receipt.photoUrls[0] && (
        <img src={done.receipt.photoUrls[0]} alt={t('receiving.photo.saved')} className="size-20 rounded-lg border-2 border-white object-cover" data-testid="banner-photo" />
      )}
      {undoable && secondsLeft > 0 && (
        <Button variant="outline" size="lg" className="h-14 min-w-40 border-2 border-white text-xl font-bold text-green-800" busy={undoing} busyText={t('receiving.undo.busy')} onClick={() => void undo()}>
          {t('receiving.undo.button')}
          <span aria-hidden="true" className="font-mono text-base">{t('receiving.undo.seconds', { seconds: secondsLeft })}</span>
        </Button>
      )}
    </div>
  );
}
