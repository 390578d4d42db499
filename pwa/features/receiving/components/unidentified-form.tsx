import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeSuiteCode } from '@shared/receiving/suite-code-input';
import { PARCEL_NOTES_MAX_LENGTH } from '@shared/receiving/unidentified-parcel-schema';
import { WEIGHT_LB_MAX } from '@shared/packages/package-schemas';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { createUnidentifiedParcel } from '../api/create-unidentified-parcel';
import { photoErrorText } from '../api/post-photo';
import { uploadParcelPhoto } from '../api/upload-parcel-photo';
import type { UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { signalFailure } from '../model/feedback';
import { PhotoPicker } from './photo-picker';
import { SuiteOwnerHint } from './suite-owner-hint';
import { WeightField, parseWeight } from './weight-field';

export interface LoggedOutcome {
  parcel: UnidentifiedParcel;
  photoUrls: string[];
  photoError: string | null;
}

interface UnidentifiedFormProps {
  trackingNumber: string;
  onLogged: (outcome: LoggedOutcome) => void;
}

/** No package has this number: the parcel is logged with what its label shows, to be matched or assigned later. */
export function UnidentifiedForm({ trackingNumber, onLogged }: UnidentifiedFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [suite, setSuite] = useState('');
  const [weight, setWeight] = useState('');
  const [notes, setNotes] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ suite?: string; weight?: string }>({});
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (request: Parameters<typeof createUnidentifiedParcel>[0]): Promise<LoggedOutcome> => {
      const parcel = await createUnidentifiedParcel(request);
      const outcome: LoggedOutcome = { parcel, photoUrls: [], photoError: null };
      if (photo) {
        try {
          outcome.photoUrls = [(await uploadParcelPhoto(parcel.id, photo)).url];
        } catch (caught) {
          outcome.photoError = await photoErrorText(caught, t('receiving.photo.failed'));
        }
      }
      return outcome;
    },
  });

  const submit = async () => {
    const suiteCode = suite.trim() === '' ? undefined : normalizeSuiteCode(suite);
    const weightLb = parseWeight(weight);
    const next = {
      suite: suiteCode === null ? t('receiving.unidentified.suiteInvalid') : undefined,
      weight: weightLb === null ? t('receiving.weight.invalid', { max: WEIGHT_LB_MAX }) : undefined,
    };
    setErrors(next);
    if (suiteCode === null || weightLb === null) return;
    setError(null);
    const trimmedNotes = notes.trim();
    try {
      onLogged(await mutation.mutateAsync({
        tracking_number: trackingNumber,
        ...(suiteCode ? { suite_code: suiteCode } : {}),
        ...(weightLb !== undefined ? { weight_lb: weightLb } : {}),
        ...(trimmedNotes ? { notes: trimmedNotes } : {}),
      }));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('receiving.unidentified.failed')));
      signalFailure();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border-2 border-amber-500 bg-white p-5 shadow-sm" data-testid="unidentified-form">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-950">{t('receiving.unidentified.noMatch')}</h2>
      <p className="mt-1 text-lg text-slate-800">
        {t('receiving.unidentified.noMatchHint')} <span className="font-mono font-semibold break-all">{trackingNumber}</span>
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-suite`} className="block text-base font-semibold text-slate-900">{t('receiving.unidentified.suite')}</label>
          <input
            id={`${id}-suite`}
            value={suite}
            onChange={(event) => setSuite(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="MD-10482"
            disabled={mutation.isPending}
            aria-invalid={errors.suite ? true : undefined}
            aria-describedby={errors.suite ? `${id}-suite-error` : undefined}
            className="mt-1 h-14 w-full rounded-xl border-2 border-slate-400 bg-white px-4 font-mono text-xl text-slate-950 focus-visible:border-cyan-700 aria-[invalid=true]:border-red-600"
          />
          <FieldError id={`${id}-suite-error`}>{errors.suite}</FieldError>
          {!errors.suite && <SuiteOwnerHint suite={suite} />}
        </div>
        <WeightField value={weight} onChange={setWeight} error={errors.weight} disabled={mutation.isPending} />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-notes`} className="block text-base font-semibold text-slate-900">{t('receiving.unidentified.notes')}</label>
          <Textarea id={`${id}-notes`} className="mt-1 min-h-20 text-lg" maxLength={PARCEL_NOTES_MAX_LENGTH} value={notes} disabled={mutation.isPending} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <div className="sm:col-span-2">
          <p className="text-base font-semibold text-slate-900">{t('receiving.photo.label')}</p>
          <div className="mt-1"><PhotoPicker photo={photo} onChange={setPhoto} disabled={mutation.isPending} /></div>
        </div>
      </div>
      {error && <Notice tone="destructive" className="mt-4 text-base">{error}</Notice>}
      <Button size="lg" className="mt-4 h-16 w-full bg-amber-600 text-xl font-bold text-slate-950 hover:bg-amber-500" busy={mutation.isPending} busyText={t('receiving.receive.busy')} onClick={() => void submit()}>
        {t('receiving.unidentified.submit')}
      </Button>
    </section>
  );
}
