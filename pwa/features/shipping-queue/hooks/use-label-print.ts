import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';
import { fetchLabelPdf } from '../api/fetch-label-pdf';

export type LabelPrintState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  /** The PDF's object URL, offered as links too; `opened` when the new window took it. */
  | { kind: 'ready'; url: string; opened: boolean }
  | { kind: 'failed'; text: string };

/**
 * Prints a delivery's label: the PDF fetched with the staff session and opened in a new window, where the browser's
 * viewer prints it. Its object URL is kept for the fallback links and revoked when they go (dismissed, printed
 * again, or the card left).
 */
export function useLabelPrint(deliveryId: number) {
  const { t } = useTranslation();
  const [state, setState] = useState<LabelPrintState>({ kind: 'idle' });
  const urlRef = useRef<string | null>(null);
  const mountedRef = useRef(true);

  const release = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    };
  }, []);

  const print = async () => {
    release();
    // Opened within the tap: a window opened once the download is in would be blocked as a pop-up.
    const opened = window.open('', '_blank');
    setState({ kind: 'loading' });
    try {
      const url = URL.createObjectURL(await fetchLabelPdf(deliveryId));
      if (!mountedRef.current) {
        URL.revokeObjectURL(url);
        opened?.close();
        return;
      }
      urlRef.current = url;
      const shown = Boolean(opened && !opened.closed);
      if (opened && shown) opened.location.href = url;
      setState({ kind: 'ready', url, opened: shown });
    } catch (error) {
      opened?.close();
      const text = await apiErrorMessage(error, t('shipping.print.failed'));
      if (mountedRef.current) setState({ kind: 'failed', text });
    }
  };

  const dismiss = () => {
    release();
    setState({ kind: 'idle' });
  };

  return { state, print, dismiss };
}
