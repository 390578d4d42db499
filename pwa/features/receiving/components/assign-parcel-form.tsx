import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeSuiteCode } from '@shared/receiving/suite-code-input';
import type { SuiteOwner } from '@shared/receiving/suite-owner-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { assignParcel } from '../api/assign-parcel';
import { getSuiteOwner } from '../api/get-suite-owner';
import type { UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { signalFailure } from '../model/feedback';
import { SuiteOwnerLine } from './suite-owner-line';

interface AssignParcelFormProps {
  parcel: UnidentifiedParcel;
  onAssigned: (result: Awaited<ReturnType<typeof assignParcel>>) => void;
}

/**
 * 'Assign to suite': the suite written on the label is offered; staff confirm or correct it, then see whose suite it
 * is (name and plan) and confirm once more before the parcel is theirs (decision 183). An unknown suite assigns nothing.
 */
export function AssignParcelForm({ parcel, onAssigned }: AssignParcelFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [suite, setSuite] = useState(parcel.suite_code ?? '');
  const [owner, setOwner] = useState<SuiteOwner | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: getSuiteOwner });
  const assign = useMutation({ mutationFn: (suiteCode: string) => assignParcel(parcel.id, suiteCode) });

  const fail = async (caught: unknown, fallback: string) => {
    setError(await apiErrorMessage(caught, fallback));
    signalFailure();
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    const suiteCode = normalizeSuiteCode(suite);
    if (!suiteCode) {
      setError(t('receiving.unidentified.suiteInvalid'));
      return;
    }
    setError(null);
    try {
      setOwner(await lookup.mutateAsync(suiteCode));
    } catch (caught) {
      await fail(caught, t('receiving.assign.lookupFailed'));
    }
  };
  const confirm = async (confirmed: SuiteOwner) => {
    setError(null);
    try {
      onAssigned(await assign.mutateAsync(confirmed.suite_code));
    } catch (caught) {
      setOwner(null);
      await fail(caught, t('receiving.assign.failed'));
    }
  };
  const edit = (value: string) => {
    setSuite(value);
    setOwner(null);
  };

  return (
    <div className="mt-3">
      <form onSubmit={(event) => void check(event)} noValidate>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">{t('receiving.assign.suite')}</label>
        <div className="mt-1 flex gap-2">
          <input
            id={id}
            value={suite}
            onChange={(event) => edit(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="MD-10482"
            disabled={assign.isPending}
            aria-invalid={error ? true : undefined}
            className="h-14 w-full min-w-0 flex-1 rounded-xl border-2 border-slate-400 bg-white px-3 font-mono text-lg text-slate-950 focus-visible:border-cyan-700 aria-[invalid=true]:border-red-600"
          />
          {!owner && (
            <Button type="submit" size="lg" className="h-14" busy={lookup.isPending} busyText={t('receiving.assign.checking')}>{t('receiving.assign.submit')}</Button>
          )}
        </div>
      </form>
      {owner && (
        <div className="mt-3 rounded-xl border-2 border-slate-900 bg-white p-3" role="group" aria-labelledby={`${id}-confirm`} data-testid="assign-confirm">
          <p id={`${id}-confirm`} className="text-base font-semibold text-slate-900">{t('receiving.assign.confirmTitle')}</p>
          <SuiteOwnerLine owner={owner} className="mt-1 text-xl" />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="lg" className="h-14 bg-green-700 text-lg font-bold hover:bg-green-800" busy={assign.isPending} busyText={t('receiving.assign.busy')} onClick={() => void confirm(owner)}>
              {t('receiving.assign.confirm', { name: `${owner.first_name} ${owner.last_name}` })}
            </Button>
            <Button variant="outline" size="lg" className="h-14" disabled={assign.isPending} onClick={() => setOwner(null)}>{t('receiving.assign.change')}</Button>
          </div>
        </div>
      )}
      {error && <Notice tone="destructive" className="mt-2 text-base">{error}</Notice>}
    </div>
  );
}
