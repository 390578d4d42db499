import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeSuiteCode } from '@shared/receiving/suite-code-input';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { assignParcel } from '../api/assign-parcel';
import type { UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { signalFailure } from '../model/feedback';

interface AssignParcelFormProps {
  parcel: UnidentifiedParcel;
  onAssigned: (result: Awaited<ReturnType<typeof assignParcel>>) => void;
}

/** 'Assign to suite': the suite written on the label is offered; staff confirm or correct it. */
export function AssignParcelForm({ parcel, onAssigned }: AssignParcelFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [suite, setSuite] = useState(parcel.suite_code ?? '');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (suiteCode: string) => assignParcel(parcel.id, suiteCode) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const suiteCode = normalizeSuiteCode(suite);
    if (!suiteCode) {
      setError(t('receiving.unidentified.suiteInvalid'));
      return;
    }
    setError(null);
    try {
      onAssigned(await mutation.mutateAsync(suiteCode));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('receiving.assign.failed')));
      signalFailure();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">{t('receiving.assign.suite')}</label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={suite}
          onChange={(event) => setSuite(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="MD-10482"
          aria-invalid={error ? true : undefined}
          className="h-14 w-full min-w-0 flex-1 rounded-xl border-2 border-slate-400 bg-white px-3 font-mono text-lg text-slate-950 focus-visible:border-cyan-700 aria-[invalid=true]:border-red-600"
        />
        <Button type="submit" size="lg" className="h-14" busy={mutation.isPending} busyText={t('receiving.assign.busy')}>{t('receiving.assign.submit')}</Button>
      </div>
      {error && <Notice tone="destructive" className="mt-2 text-base">{error}</Notice>}
    </form>
  );
}
