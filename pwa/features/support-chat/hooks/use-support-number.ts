import { useQuery } from '@tanstack/react-query';
import { supportNumberQuery } from '../api/support-number-query';

/** The support number; null while loading, when empty, or when the call fails. */
export function useSupportNumber(): string | null {
  return useQuery(supportNumberQuery()).data ?? null;
}
