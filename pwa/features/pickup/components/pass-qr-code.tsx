import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

const QR_CLASSES = 'mx-auto aspect-square w-full max-w-64';

/** The token as a QR code (an SVG from the `qrcode` package, loaded with the pass dialog), large enough to scan off a phone. */
export function PassQrCode({ token }: { token: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ token: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((markup) => {
        if (current) setImage({ token, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      });
    return () => {
      current = false;
    };
  }, [token]);
  if (image?.token !== token) return <Skeleton className={QR_CLASSES} />;
  return <img src={image.src} alt={t('pickupPass.qrLabel')} className={`${QR_CLASSES} rounded-lg bg-white [image-rendering:pixelated]`} data-testid="pass-qr" />;
}
