import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The in-app link just tapped, known at once. Moving to another screen is a transition: the screen on view stays
 * until the next one is ready, so without an answer of its own the tap would show nothing until then. It lasts while
 * the address is still the one the tap was made on.
 */
export function useLinkTaken() {
  const { pathname } = useLocation();
  const [taken, setTaken] = useState<{ to: string; on: string } | null>(null);
  return {
    /** Where the link just tapped leads, or null. */
    takenTo: taken?.on === pathname ? taken.to : null,
    /** For the link's click: a click that opens elsewhere (a new tab or window) takes nothing here. */
    take: (to: string, event: MouseEvent) => {
      if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) setTaken({ to, on: pathname });
    },
  };
}
