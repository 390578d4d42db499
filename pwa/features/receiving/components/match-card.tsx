import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { WEIGHT_LB_MAX } from '@shared/packages/package-schemas';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { receivePackage } from '../api/receive-package';
import { photoErrorText } from '../api/post-photo';
import { uploadPackagePhoto } from '../api/upload-package-photo';
import { useReceivingText } from '../hooks/use-receiving-text';
import type { StationMatch } from '../api/lookup-tracking-number';
import { signalFailure } from '../model/feedback';
import { PhotoPicker } from './photo-picker';
import { ShelfField } from './shelf-field';
import { WeightField, parseWeight } from './weight-field';
import { DeclaredFacts } from '@/components/packages/declared-facts';
import { CheckIcon } from './icons';

export interface ReceivedOutcome {
  pkg: AdminPackage;
  weightLb: number | null;
  photoUrls: string[];
  /** The receipt stands; only the photo failed (the server's text). */
  photoError: string | null;
  /** Offline: the receipt waits in the outbox under this operation id (no photo is sent with it). */
  operationId: string | null;
}

interface MatchCardProps {
  match: StationMatch;
  onReceived: (outcome: ReceivedOutcome) => void;
}

/** The parcel's package, big: whose it is (the suite above all), its plan and state, and 'Mark as Received'. */
export function MatchCard({ match, onReceived }: MatchCardProps) {
  const { t } = useTranslation();
  const text = useReceivingText();
  const pkg = match.package;
  const [weight, setWeight] = useState('');
  const [shelf, setShelf] = useState('');
  const [weightError, setWeightError] = useState<string>();
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = pkg.delivery_status === 'pending';

  const mutation = useMutation({
    mutationFn: async (weightLb: number | undefined): Promise<ReceivedOutcome> => {
      const label = `${pkg.tracking_number} · ${pkg.user_first_name} ${pkg.user_last_name} · ${pkg.user_suite_code}`;
      const result = await receivePackage(pkg.id, { ...(weightLb === undefined ? {} : { weight_lb: weightLb }), ...(shelf.trim() ? { shelf: shelf.trim() } : {}) }, label);
      if (result.queued) {
        const photoError = photo ? t('outbox.photoNotSent') : null;
        return { pkg: { ...pkg, delivery_status: 'received', weight_lb: weightLb ?? null }, weightLb: weightLb ?? null, photoUrls: [], photoError, operationId: result.operation.id };
      }
      const received = result.data;
      const outcome: ReceivedOutcome = { pkg: { ...pkg, ...received }, weightLb: received.weight_lb, photoUrls: [], photoError: null, operationId: null };
      if (photo) {
        try {
          outcome.photoUrls = [(await uploadPackagePhoto(pkg.id, photo)).url];
        } catch (caught) {
          outcome.photoError = await photoErrorText(caught, t('receiving.photo.failed'));
        }
      }
      return outcome;
    },
  });

  const receive = async () => {
    const weightLb = parseWeight(weight);
    if (weightLb === null) {
      setWeightError(t('receiving.weight.invalid', { max: WEIGHT_LB_MAX }));
      return;
    }
    setWeightError(undefined);
    setError(null);
    try {
      onReceived(await mutation.mutateAsync(weightLb));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('receiving.receive.failed')));
      signalFailure();
    }
  };

  return (
    <article className="overflow-hidden rounded-2xl border-2 border-slate-900 bg-white shadow-md" data-testid="receive-match" aria-labelledby={`match-${pkg.id}-owner`}>
      <div className="flex flex-wrap items-center justify-between gap-4 bg-slate-900 p-5 text-white">
        <div className="min-w-0">
          <p className="text-sm font-medium tracking-wide text-slate-300 uppercase">{t('receiving.match.owner')}</p>
          <h2 id={`match-${pkg.id}-owner`} className="text-3xl font-bold" data-testid="match-owner">{pkg.user_first_name} {pkg.user_last_name}</h2>
          {match.plan_type !== null && <p className="mt-1 text-lg text-slate-200" data-testid="match-plan">{text.planName(match.plan_type)}</p>}
        </div>
        <p className="rounded-xl bg-yellow-300 px-5 py-3 text-right text-slate-950" data-testid="match-suite">
          <span className="block text-sm font-semibold uppercase">{t('receiving.match.suite')}</span>
          <span className="block font-mono text-4xl font-black tracking-wider whitespace-nowrap min-[400px]:text-5xl">{pkg.user_suite_code}</span>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-3 p-5 text-lg sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-slate-600">{t('receiving.match.title')}</dt>
          <dd className="text-xl font-semibold text-slate-950">{pkg.title}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('receiving.match.tracking')}</dt>
          <dd className="font-mono break-all text-slate-950">{pkg.tracking_number}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('receiving.match.carrier')}</dt>
          <dd className="text-slate-950">{text.carrierName(pkg)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('receiving.match.status')}</dt>
          <dd className="font-semibold text-slate-950" data-testid="match-status">{text.statusText(pkg)}</dd>
        </div>
        {pkg.shelf && (
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('counterPickup.shelf')}</dt>
            <dd className="font-mono font-bold text-slate-950" data-testid="match-shelf">{pkg.shelf}</dd>
          </div>
        )}
        <DeclaredFacts pkg={pkg} termClassName="text-sm font-medium text-slate-600" valueClassName="font-semibold text-slate-950" />
        {pkg.received_at && (
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('receiving.match.receivedAt')}</dt>
            <dd className="text-slate-950">{text.time(pkg.received_at)}</dd>
          </div>
        )}
      </dl>
      <div className="border-t border-slate-200 p-5">
        {pending ? (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <WeightField value={weight} onChange={setWeight} error={weightError} disabled={mutation.isPending} />
              <ShelfField value={shelf} onChange={setShelf} disabled={mutation.isPending} />
              <div>
                <p className="text-base font-semibold text-slate-900">{t('receiving.photo.label')}</p>
                <div className="mt-1"><PhotoPicker photo={photo} onChange={setPhoto} disabled={mutation.isPending} /></div>
              </div>
            </div>
            {error && <Notice tone="destructive" className="text-base">{error}</Notice>}
            <Button size="lg" className="h-16 w-full bg-green-700 text-2xl font-bold hover:bg-green-800" busy={mutation.isPending} busyText={t('receiving.receive.busy')} onClick={() => void receive()}>
              <CheckIcon className="size-7" />
              {t('receiving.receive.submit')}
            </Button>
          </div>
        ) : (
          <Notice tone="warning" className="text-base" title={t('receiving.match.notPending')}>{t('receiving.match.notPendingHint')}</Notice>
        )}
      </div>
    </article>
  );
}
