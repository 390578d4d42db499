import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HandoverRequestSchema, type CounterPickup } from '@shared/pickup/pickup-pass-schema';
import { PICKUP_BY_MAX_LENGTH } from '@shared/packages/package-schemas';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage, getApiFailure } from '@/lib/api-client';
import { validationText } from '@/lib/validation-text';
import { handOverPickup, uploadHandoverPhoto } from '../api/hand-over-pickup';
import { photoErrorText } from '../api/post-photo';
import { scanPickupPass } from '../api/scan-pickup-pass';
import { useReceivingText } from '../hooks/use-receiving-text';
import { signalFailure, signalSuccess } from '../model/feedback';
import { passRefusalText } from '../model/pass-refusal';
import { CounterPickupCard } from './counter-pickup-card';
import { CheckIcon } from './icons';
import { PhotoPicker } from './photo-picker';

interface CounterPassProps {
  token: string;
  /** Back to the lookup field, for the next parcel or pass. */
  onDone: () => void;
}

/** What a refused call is told: the pass's own refusals with their details, else the server's message. */
function useRefusalText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return async (caught: unknown, fallback: string) => passRefusalText(t, await getApiFailure(caught), language) ?? apiErrorMessage(caught, fallback);
}

/** A scanned or typed pickup pass: who to check, the packages with their shelves, and one tap to hand them over. */
export function CounterPass({ token, onDone }: CounterPassProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const scan = useQuery({
    queryKey: ['counter-pass', token],
    queryFn: async () => {
      try {
        const pickup = await scanPickupPass(token);
        signalSuccess();
        return { pickup, refusal: null };
      } catch (caught) {
        signalFailure();
        return { pickup: null, refusal: await refusalText(caught, t('counterPickup.scanFailed')) };
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    meta: { persist: false },
  });
  return (
    <section aria-labelledby="counter-pass-title" aria-live="polite" className="rounded-2xl border-2 border-slate-900 bg-white p-5 shadow-md" data-testid="counter-pass">
      <h2 id="counter-pass-title" className="text-2xl font-bold text-slate-900">{t('counterPickup.title')}</h2>
      {scan.isPending && (
        <p role="status" className="mt-3 flex items-center gap-2 text-lg text-slate-700">
          <Spinner /> {t('counterPickup.checking')}
        </p>
      )}
      {scan.data?.refusal && (
        <div className="mt-3 space-y-3" data-testid="counter-pass-refused">
          <Notice tone="destructive" className="text-lg" title={t('counterPickup.refused')}>{scan.data.refusal}</Notice>
          <Button variant="outline" size="lg" className="h-14" onClick={onDone}>{t('counterPickup.next')}</Button>
        </div>
      )}
      {scan.data?.pickup && <Handover pickup={scan.data.pickup} onDone={onDone} refusalText={refusalText} />}
    </section>
  );
}

interface HandoverProps {
  pickup: CounterPickup;
  onDone: () => void;
  refusalText: (caught: unknown, fallback: string) => Promise<string>;
}

function Handover({ pickup, onDone, refusalText }: HandoverProps) {
  const { t } = useTranslation();
  const text = useReceivingText();
  const [collector, setCollector] = useState(pickup.expected_collector);
  const [photo, setPhoto] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  // One key for this handover: a retry after a lost answer replays it rather than being told it is done.
  const attemptKey = useRef(crypto.randomUUID());
  const mutation = useMutation({
    mutationFn: async (collectedBy: string) => {
      const done = await handOverPickup(pickup.id, collectedBy, attemptKey.current);
      if (!photo) return { done, photoError: null };
      try {
        return { done: await uploadHandoverPhoto(pickup.id, photo), photoError: null };
      } catch (caught) {
        return { done, photoError: await photoErrorText(caught, t('counterPickup.photoFailed')) };
      }
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = HandoverRequestSchema.safeParse({ collected_by: collector });
    if (!parsed.success) return setFieldError(validationText(t, parsed.error.issues[0]?.message));
    setFieldError(undefined);
    setError(null);
    try {
      await mutation.mutateAsync(parsed.data.collected_by);
      signalSuccess();
    } catch (caught) {
      setError(await refusalText(caught, t('counterPickup.handoverFailed')));
      signalFailure();
    }
  };

  const result = mutation.data;
  if (result) {
    return (
      <div className="mt-3 space-y-3" data-testid="counter-handed-over">
        <Notice tone="success" className="text-lg" title={t('counterPickup.done', { name: result.done.collected_by })}>
          {result.done.handed_over_at && text.time(result.done.handed_over_at)}
        </Notice>
        {result.photoError && <Notice tone="warning">{t('counterPickup.photoNotSaved', { reason: result.photoError })}</Notice>}
        <Button size="lg" className="h-14" onClick={onDone} autoFocus>{t('counterPickup.next')}</Button>
      </div>
    );
  }
  return (
    <div className="mt-3 space-y-4">
      <CounterPickupCard pickup={pickup} />
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 border-t border-slate-200 pt-4" aria-label={t('counterPickup.formLabel')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="counter-collector" className="block text-base font-semibold text-slate-900">{t('counterPickup.collectedBy')}</label>
            <input
              id="counter-collector"
              value={collector}
              onChange={(event) => setCollector(event.target.value)}
              maxLength={PICKUP_BY_MAX_LENGTH}
              autoComplete="off"
              disabled={mutation.isPending}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'counter-collector-error' : 'counter-collector-hint'}
              className="mt-1 h-14 w-full rounded-xl border-2 border-slate-400 px-4 text-xl text-slate-950 focus-visible:border-cyan-700 aria-[invalid=true]:border-red-600"
            />
            <p id="counter-collector-hint" className="mt-1 text-sm text-slate-600">{t('counterPickup.collectedByHint')}</p>
            {fieldError && <p id="counter-collector-error" className="mt-1 text-sm font-medium text-red-700">{fieldError}</p>}
          </div>
          <div>
            <p className="text-base font-semibold text-slate-900">{t('counterPickup.photo')}</p>
            <div className="mt-1"><PhotoPicker photo={photo} onChange={setPhoto} disabled={mutation.isPending} /></div>
          </div>
        </div>
        {error && <Notice tone="destructive" className="text-base">{error}</Notice>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" className="h-16 flex-1 bg-green-700 text-2xl font-bold hover:bg-green-800" busy={mutation.isPending} busyText={t('counterPickup.handingOver')} data-testid="counter-hand-over">
            <CheckIcon className="size-7" />
            {t('counterPickup.handOver', { name: collector.trim() || pickup.expected_collector })}
          </Button>
          <Button variant="outline" size="lg" className="h-16" disabled={mutation.isPending} onClick={onDone}>{t('counterPickup.cancel')}</Button>
        </div>
      </form>
    </div>
  );
}
