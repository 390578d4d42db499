import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARRIER_DISPLAY_NAMES } from '@shared/packages/carrier-list';
import { STAFF_NOTE_MAX_LENGTH, type MissingParcel } from '@shared/receiving/missing-parcel-schema';
import { formatNewYorkDateTime } from '@shared/time/new-york';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { closeMissingParcelMutation } from '../api/missing-parcel-queries';

/** One task: the parcel, its owner, how long since the carrier's delivery, its proof, and closing it with a note. */
export function MissingParcelCard({ task }: { task: MissingParcel }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const [closing, setClosing] = useState(false);
  const { proof } = task;
  return (
    <article className="h-full rounded-2xl border border-amber-300 bg-white p-4 shadow-sm" data-testid="missing-parcel" aria-labelledby={`missing-${task.id}`}>
      <h3 id={`missing-${task.id}`} className="truncate font-semibold text-slate-900">{task.title}</h3>
      <p className="font-mono text-sm break-all text-slate-800">{task.tracking_number}</p>
      <dl className="mt-3 space-y-1 text-sm">
        <Fact term={t('missingParcels.carrier')}>{task.carrier ? CARRIER_DISPLAY_NAMES[task.carrier] : t('missingParcels.carrierUnknown')}</Fact>
        <Fact term={t('missingParcels.customer')}>
          {task.customer.first_name} {task.customer.last_name} · <span className="font-mono">{task.customer.suite_code}</span>
          <span className="block truncate text-slate-600">{task.customer.email}</span>
        </Fact>
        <Fact term={t('missingParcels.delivered')}>
          <span className="font-semibold text-amber-900" data-testid="hours-since-delivery">{t('missingParcels.hoursAgo', { count: task.hours_since_delivery })}</span>
          <span className="block text-slate-600">{formatNewYorkDateTime(task.carrier_delivered_at, language)}</span>
        </Fact>
        <Fact term={t('missingParcels.proof')}>
          {proof && (proof.signed_by || proof.detail || proof.location) ? (
            <>
              {proof.signed_by && <span className="block">{t('missingParcels.signedBy', { name: proof.signed_by })}</span>}
              {proof.detail && <span className="block">{proof.detail}</span>}
              {proof.location && <span className="block text-slate-600">{proof.location}</span>}
            </>
          ) : (
            t('missingParcels.noProof')
          )}
        </Fact>
      </dl>
      {closing ? (
        <CloseForm task={task} onCancel={() => setClosing(false)} />
      ) : (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setClosing(true)} data-testid="close-missing-parcel">
          {t('missingParcels.close')}
        </Button>
      )}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

function CloseForm({ task, onCancel }: { task: MissingParcel; onCancel: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(closeMissingParcelMutation(queryClient));
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = note.trim();
    if (!text) return setInvalid(t('validation.staffNoteRequired'));
    try {
      await mutation.mutateAsync({ id: task.id, note: text });
      toast.success(t('missingParcels.closed', { title: task.title }));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('missingParcels.closeFailed')));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-2" data-testid="close-missing-parcel-form">
      <Label htmlFor={id}>{t('missingParcels.note')}</Label>
      <Textarea
        id={id}
        value={note}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        onChange={(event) => {
          setNote(event.target.value);
          setInvalid(null);
        }}
        placeholder={t('missingParcels.notePlaceholder')}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="min-h-20"
      />
      <FieldError id={`${id}-error`}>{invalid ?? undefined}</FieldError>
      {error && <Notice tone="destructive">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={mutation.isPending} busyText={t('missingParcels.closing')}>{t('missingParcels.confirmClose')}</Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={mutation.isPending}>{t('missingParcels.cancel')}</Button>
      </div>
    </form>
  );
}
