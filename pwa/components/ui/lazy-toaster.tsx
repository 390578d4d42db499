import { useSyncExternalStore } from 'react';
import { loadedSonner, onSonnerLoaded } from '@/lib/toast';

const notLoadedOnTheServer = () => undefined;

/**
 * sonner's Toaster, mounted once the first toast has loaded sonner (pwa/lib/toast.ts). Read as an external store, so a
 * toast made while the app was hydrating (a form sent before it) mounts it even if sonner arrived before the subscription.
 */
export function LazyToaster({ label }: { label: string }) {
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner, notLoadedOnTheServer);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster richColors position="top-center" containerAriaLabel={label} />;
}
