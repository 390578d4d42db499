import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';
import type { assignParcel } from '../api/assign-parcel';
import { invalidateReceiving, lookupQuery, openPackagesSnapshotQuery } from '../api/receiving-queries';
import { undoReceipt } from '../api/undo-receipt';
import { undoUnidentifiedParcel } from '../api/undo-unidentified-parcel';
import { useErrorText } from '@/lib/use-api-error-text';
import type { Banner } from '../model/banner';
import { signalFailure, signalSuccess } from '../model/feedback';
import type { UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { useReceiptLog, type Receipt } from '../store/receipt-log';
import { parsePassToken } from '@shared/pickup/pickup-pass-token';
import { ConfirmationBanner } from './confirmation-banner';
import { CounterPass } from './counter-pass';
import { LookupForm } from './lookup-form';
import { LookupResult } from './lookup-result';
import type { ReceivedOutcome } from './match-card';
import { OpenParcelsList } from './open-parcels-list';
import { RecentReceipts } from './recent-receipts';
import type { LoggedOutcome } from './unidentified-form';

/**
 * The receiving station (/admin/receive): look a parcel up by its number, receive it with its weight and a photo,
 * or log it as unidentified; every action ends in the banner, with undo for a minute. A pickup pass read the same
 * way opens the counter's handover (decision 175).
 */
export function ReceiveStation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [trackingNumber, setTrackingNumber] = useState<string | null>(null);
  const [passToken, setPassToken] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Bumped on each lookup so the same number looked up again gets a fresh form.
  const [lookupSerial, setLookupSerial] = useState(0);
  const [banner, setBanner] = useState<Banner | null>(null);
  const addReceipt = useReceiptLog((state) => state.add);
  const updateReceipt = useReceiptLog((state) => state.update);
  const lookup = useQuery({ ...lookupQuery(trackingNumber ?? ''), enabled: trackingNumber !== null, meta: { persist: false } });
  const lookupError = useErrorText(lookup.error, t('receiving.lookup.failed'));
  // Refreshed on each visit: what a number scanned offline is matched against.
  useQuery(openPackagesSnapshotQuery());

  const startLookup = (number: string) => {
    // A pickup pass (scanned from the customer's phone or typed) opens the counter's handover instead.
    if (parsePassToken(number)) {
      setPassToken(number);
      setTrackingNumber(null);
      setLookupSerial((serial) => serial + 1);
      return;
    }
    setPassToken(null);
    setTrackingNumber(number);
    setChosenId(null);
    setLookupSerial((serial) => serial + 1);
    void queryClient.invalidateQueries({ queryKey: lookupQuery(number).queryKey });
  };
  const readyForNext = () => {
    setPassToken(null);
    setTrackingNumber(null);
    setChosenId(null);
    setInput('');
    inputRef.current?.focus();
  };
  const confirm = (receipt: Receipt, photoError: string | null) => {
    setBanner({ tone: receipt.operationId ? 'queued' : 'done', receipt, photoError });
    signalSuccess();
    void invalidateReceiving(queryClient);
    readyForNext();
  };

  const received = (outcome: ReceivedOutcome) => {
    const { pkg } = outcome;
    const receipt = addReceipt({
      kind: 'received',
      id: pkg.id,
      parcelId: null,
      trackingNumber: pkg.tracking_number,
      title: pkg.title,
      ownerName: `${pkg.user_first_name} ${pkg.user_last_name}`,
      suiteCode: pkg.user_suite_code,
      weightLb: outcome.weightLb,
      photoUrls: outcome.photoUrls,
      doneAt: new Date().toISOString(),
      operationId: outcome.operationId,
    });
    confirm(receipt, outcome.photoError);
  };
  const logged = ({ parcel, photoUrls, photoError }: LoggedOutcome) => {
    const receipt = addReceipt({
      kind: 'unidentified',
      id: parcel.id,
      parcelId: parcel.id,
      trackingNumber: parcel.tracking_number,
      title: null,
      ownerName: null,
      suiteCode: parcel.suite_code,
      weightLb: parcel.weight_lb,
      photoUrls,
      doneAt: new Date().toISOString(),
    });
    confirm(receipt, photoError);
  };
  const assigned = (parcel: UnidentifiedParcel, result: Awaited<ReturnType<typeof assignParcel>>) => {
    const receipt = addReceipt({
      kind: 'assigned',
      id: result.package.id,
      parcelId: parcel.id,
      trackingNumber: parcel.tracking_number,
      title: result.package.title,
      // To whom it went, which may not be the suite the label showed (decision 183).
      ownerName: `${result.owner.first_name} ${result.owner.last_name}`,
      suiteCode: result.owner.suite_code,
      weightLb: result.package.weight_lb,
      photoUrls: parcel.photos.map((photo) => photo.url),
      doneAt: new Date().toISOString(),
    });
    setBanner({ tone: 'done', receipt, photoError: null });
    signalSuccess();
    void invalidateReceiving(queryClient);
  };

  const undo = async (receipt: Receipt) => {
    try {
      if (receipt.parcelId === null) await undoReceipt(receipt.id);
      else await undoUnidentifiedParcel(receipt.parcelId);
      updateReceipt(receipt.key, { undone: true });
      setBanner({ tone: 'undone', receipt });
      signalSuccess();
      await invalidateReceiving(queryClient);
      // A parcel back in hand is looked up again, ready to be received once more; an undone assignment is back in the list.
      if (receipt.kind !== 'assigned') {
        setInput(receipt.trackingNumber);
        startLookup(receipt.trackingNumber);
      }
    } catch (caught) {
      setBanner({ tone: 'failed', text: await apiErrorMessage(caught, t('receiving.undo.failed')) });
      signalFailure();
    }
  };

  return (
    <div className="space-y-4">
      <ConfirmationBanner banner={banner} onUndo={undo} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <LookupForm inputRef={inputRef} value={input} onValueChange={setInput} onLookup={startLookup} busy={lookup.isFetching} />
          {passToken !== null && <CounterPass key={`${passToken}-${lookupSerial}`} token={passToken} onDone={readyForNext} />}
          {trackingNumber !== null && (
            <LookupResult key={lookupSerial} lookup={lookup} errorText={lookupError} chosenId={chosenId} onChoose={setChosenId} onReceived={received} onLogged={logged} trackingNumber={trackingNumber} />
          )}
        </div>
        <div className="space-y-4">
          <RecentReceipts />
          <OpenParcelsList onAssigned={assigned} />
        </div>
      </div>
    </div>
  );
}
