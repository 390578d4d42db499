import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

const COPIED_MARK_MS = 2000;

/** Copies to the clipboard with a toast either way; `copied` names the last copied item for a moment. */
export function useCopyText() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (id: string, text: string, successText: string) => {
    try {
      // Missing outside a secure context (plain http on a LAN address): the same failure for the user.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toast.success(successText);
      setCopied(id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_MARK_MS);
    } catch {
      toast.error(t('warehouse.copy.failed'));
    }
  };

  return { copy, copied };
}
