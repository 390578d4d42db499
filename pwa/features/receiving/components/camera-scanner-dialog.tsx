import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { getDetector } from '../scanner/detector';

interface CameraScannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDetected: (code: string) => void;
}

const SCAN_INTERVAL_MS = 200;

function cameraErrorKey(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'receiving.scan.cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotSupportedError') return 'receiving.scan.cameraMissing';
  return 'receiving.scan.cameraFailed';
}

/** The rear camera, read a few times a second until a barcode is found; the camera is released on close. */
export function CameraScannerDialog({ open, onOpenChange, onDetected }: CameraScannerDialogProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const detected = useEffectEvent((code: string) => onDetected(code));
  const failed = useEffectEvent((key: string | null) => setErrorKey(key));
  const started = useEffectEvent((value: boolean) => setReady(value));

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const run = async () => {
      failed(null);
      started(false);
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotSupportedError');
        const [detector, media] = await Promise.all([
          getDetector(),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        ]);
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) return stop();
        video.srcObject = media;
        await video.play();
        started(true);
        const scan = async () => {
          if (stopped) return;
          try {
            if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
              const code = (await detector.detect(video)).find((candidate) => candidate.rawValue.trim() !== '');
              if (code && !stopped) {
                stop();
                detected(code.rawValue.trim());
                return;
              }
            }
          } catch {
            // A frame that cannot be read is skipped; the next one is tried.
          }
          timer = window.setTimeout(() => void scan(), SCAN_INTERVAL_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) failed(cameraErrorKey(error));
      }
    };
    void run();
    return stop;
  }, [open]);

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('receiving.scan.title')} description={t('receiving.scan.hint')} size="lg" testId="camera-scanner">
      <div className="relative overflow-hidden rounded-xl bg-slate-900">
        <video ref={videoRef} className="aspect-[4/3] w-full object-cover" muted playsInline aria-label={t('receiving.scan.video')} />
        {ready && <div aria-hidden="true" className="pointer-events-none absolute inset-x-8 top-1/2 h-0.5 -translate-y-1/2 bg-red-500 shadow-[0_0_8px_2px_rgba(239,68,68,0.7)]" />}
        {!ready && !errorKey && <p className="absolute inset-0 flex items-center justify-center text-lg text-white">{t('receiving.scan.starting')}</p>}
      </div>
      {errorKey && <Notice tone="destructive" className="mt-4 text-base">{t(errorKey)}</Notice>}
      <Button variant="outline" size="lg" className="mt-4 h-14 w-full text-lg" onClick={() => onOpenChange(false)}>{t('receiving.scan.cancel')}</Button>
    </AppDialog>
  );
}
