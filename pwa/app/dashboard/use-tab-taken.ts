import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The tab just tapped, shown as the current one at once. Moving to another screen is a transition: the screen on
 * view stays until the next one is ready, so without this the tap would show nothing until then. It lasts while the
 * address is still the one the tap was made on.
 */
export function useTabTaken() {
  const { pathname } = useLocation();
  const [taken, setTaken] = useState<{ to: string; on: string } | null>(null);
  const takenTo = taken?.on === pathname ? taken.to : null;
  return {
    /** Whether the tab to `to` is shown as current: the one tapped, else the one the address matches. */
    showsAsCurrent: (to: string, isActive: boolean) => (takenTo === null ? isActive : takenTo === to),
    /** For the link's click: a click that opens elsewhere (a new tab or window) takes nothing here. */
    take: (to: string, event: MouseEvent) => {
      if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) setTaken({ to, on: pathname });
    },
  };
}
