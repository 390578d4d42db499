import { useLinkTaken } from '@/lib/use-link-taken';

/** The tab just tapped, shown as the current one at once (useLinkTaken). */
export function useTabTaken() {
  const { takenTo, take } = useLinkTaken();
  return {
    /** Whether the tab to `to` is shown as current: the one tapped, else the one the address matches. */
    showsAsCurrent: (to: string, isActive: boolean) => (takenTo === null ? isActive : takenTo === to),
    take,
  };
}
