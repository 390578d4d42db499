import { useEffect, useState } from 'react';
import { loadedSonner, onSonnerLoaded } from '@/lib/toast';

/** sonner's Toaster, mounted once the first toast has loaded sonner (pwa/lib/toast.ts). */
export function LazyToaster({ label }: { label: string }) {
  const [sonner, setSonner] = useState(loadedSonner);
  useEffect(() => {
    const stop = onSonnerLoaded(setSonner);
    // A toast made while the app was hydrating (a form sent before it) can load sonner before this effect runs.
    setSonner(loadedSonner());
    return stop;
  }, []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster richColors position="top-center" containerAriaLabel={label} />;
}
