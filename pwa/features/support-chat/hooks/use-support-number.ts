import { useEffect, useState } from 'react';
import { normalizeWhatsappNumber } from '@shared/settings/settings-schema';
import { getWhatsappNumber } from '../api/get-whatsapp-number';

/** The support number without spaces or hyphens; null while loading, when empty, or when the call fails. */
export function useSupportNumber(): string | null {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    getWhatsappNumber()
      .then((raw) => active && setNumber(normalizeWhatsappNumber(raw)))
      .catch(() => active && setNumber(null));
    return () => {
      active = false;
    };
  }, []);
  return number;
}
