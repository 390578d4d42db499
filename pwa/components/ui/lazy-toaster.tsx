import { useEffect, useState } from 'react';
import { loadedSonner, onSonnerLoaded } from '@/lib/toast';

/** sonner's Toaster, mounted once the first toast has loaded sonner (pwa/lib/toast.ts). */
export function LazyToaster({ label }: { label: string }) {
  const [sonner, setSonner] = useState(loadedSonner);
  useEffect(() => onSonnerLoaded(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster richColors position="top-center" containerAriaLabel={label} />;
}
