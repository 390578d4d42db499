import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = string;
type Kind = 'success' | 'error' | 'info' | 'warning';

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<(sonner: Sonner) => void>();

/** sonner (~9 KB gzip) arrives with the first toast, never on first paint (decision 101). */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((sonner) => {
    loaded = sonner;
    listeners.forEach((listener) => listener(sonner));
    return sonner;
  });
  return loading;
}

/** The loaded module, or undefined; `listener` hears when it arrives. Returns the unsubscribe. */
export function onSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function loadedSonner(): Sonner | undefined {
  return loaded;
}

// A toast made before the Toaster mounts is replayed to it when it subscribes (sonner keeps active toasts).
function show(kind: Kind | undefined, message: Message, options?: ExternalToast) {
  void loadSonner().then(({ toast: sonnerToast }) => (kind ? sonnerToast[kind](message, options) : sonnerToast(message, options)));
}

/** Same calls as sonner's `toast` (plain, success, error, info, warning), loading sonner on first use. */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show(undefined, message, options), {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
});
