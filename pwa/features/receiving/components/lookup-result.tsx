import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { StationLookup } from '../api/lookup-tracking-number';
import { useReceivingText } from '../hooks/use-receiving-text';
import { MatchCard, type ReceivedOutcome } from './match-card';
import { MatchChooser } from './match-chooser';
import { UnidentifiedForm, type LoggedOutcome } from './unidentified-form';

interface LookupResultProps {
  lookup: UseQueryResult<StationLookup>;
  errorText: string;
  trackingNumber: string;
  chosenId: number | null;
  onChoose: (packageId: number) => void;
  onReceived: (outcome: ReceivedOutcome) => void;
  onLogged: (outcome: LoggedOutcome) => void;
}

/**
 * What a number found: its package (or a choice of several), an unidentified parcel already logged, or the form to
 * log one. Offline it is matched against the tablet's copy of open packages, and logging waits for the network.
 */
export function LookupResult({ lookup, errorText, trackingNumber, chosenId, onChoose, onReceived, onLogged }: LookupResultProps) {
  const { t } = useTranslation();
  const text = useReceivingText();
  if (lookup.isPending) return <Wrapper><p className="flex items-center gap-2 text-lg text-slate-700"><Spinner /> {t('receiving.lookup.busy')}</p></Wrapper>;
  if (lookup.isError) return <Wrapper><Notice tone="destructive" className="text-base" title={errorText} /></Wrapper>;
  const { matches, unidentified, offline } = lookup.data;
  const chosen = matches.length === 1 ? matches[0] : matches.find((match) => match.package.id === chosenId);
  return (
    <Wrapper>
      {offline && <Notice tone="warning" className="mb-3 text-base" title={t('outbox.offlineLookup')} />}
      {chosen ? (
        <MatchCard key={chosen.package.id} match={chosen} onReceived={onReceived} />
      ) : matches.length > 1 ? (
        <MatchChooser matches={matches} onChoose={onChoose} />
      ) : unidentified ? (
        <Notice tone="warning" className="text-base" title={t('receiving.unidentified.alreadyLogged')}>
          {t('receiving.unidentified.alreadyLoggedHint', { time: text.time(unidentified.created_at) })}
        </Notice>
      ) : offline ? (
        <Notice tone="warning" className="text-base" title={t('outbox.offlineNoMatch')} />
      ) : (
        <UnidentifiedForm trackingNumber={trackingNumber} onLogged={onLogged} />
      )}
    </Wrapper>
  );
}

const Wrapper = ({ children }: { children: ReactNode }) => <div data-testid="lookup-result">{children}</div>;
