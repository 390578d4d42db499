import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeTrackingNumber } from '@shared/packages/carriers';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { decodeImageFile } from '../scanner/detector';
import { CameraScannerDialog } from './camera-scanner-dialog';
import { FileButton } from './file-button';
import { CameraIcon, ScanIcon } from './icons';

interface LookupFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onValueChange: (value: string) => void;
  onLookup: (trackingNumber: string) => void;
  busy: boolean;
}

/** The number typed (Enter looks it up) or read from the label: live with the camera, or from a photo. */
export function LookupForm({ inputRef, value, onValueChange, onLookup, busy }: LookupFormProps) {
  const { t } = useTranslation();
  const [scannerOpen, setScannerOpen] = useState(false);
  const [decoding, setDecoding] = useState(false);
  const [error, setError] = useState<string>();

  const lookUp = (raw: string) => {
    const number = normalizeTrackingNumber(raw);
    if (number === '') {
      setError(t('receiving.lookup.required'));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onValueChange(number);
    onLookup(number);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(value);
  };
  const detected = (code: string) => {
    setScannerOpen(false);
    lookUp(code);
  };
  const decodePhoto = async (file: File) => {
    setDecoding(true);
    setError(undefined);
    try {
      const code = await decodeImageFile(file);
      if (code) lookUp(code);
      else setError(t('receiving.scan.noCode'));
    } catch {
      setError(t('receiving.scan.decodeFailed'));
    } finally {
      setDecoding(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('receiving.lookup.region')} className="rounded-2xl border border-slate-300 bg-white p-4 shadow-sm">
      <label htmlFor="receive-tracking-number" className="block text-lg font-semibold text-slate-900">{t('receiving.lookup.label')}</label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id="receive-tracking-number"
          // The station's first and constant job: the field takes the scanner gun's or the fingers' input at once.
          autoFocus
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('receiving.lookup.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'receive-tracking-number-error' : undefined}
          className="h-16 w-full min-w-0 flex-1 rounded-xl border-2 border-slate-400 bg-white px-4 font-mono text-2xl tracking-wide text-slate-950 placeholder:font-sans placeholder:text-lg placeholder:text-slate-500 focus-visible:border-cyan-700 aria-[invalid=true]:border-red-600"
        />
        <Button type="submit" size="lg" className="h-16 px-8 text-xl" busy={busy} busyText={t('receiving.lookup.busy')}>{t('receiving.lookup.submit')}</Button>
      </div>
      <FieldError id="receive-tracking-number-error">{error}</FieldError>
      {/* Side by side from a small tablet up; stacked on a phone, where the two labels do not fit one row. */}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" size="lg" className="h-14 text-lg" onClick={() => setScannerOpen(true)}>
          <ScanIcon />
          {t('receiving.scan.open')}
        </Button>
        <FileButton
          label={decoding ? t('receiving.scan.decoding') : t('receiving.scan.photo')}
          onFile={(file) => void decodePhoto(file)}
          disabled={decoding}
          variant="secondary"
          icon={<CameraIcon />}
          testId="scan-photo-input"
        />
      </div>
      <CameraScannerDialog open={scannerOpen} onOpenChange={setScannerOpen} onDetected={detected} />
    </form>
  );
}
