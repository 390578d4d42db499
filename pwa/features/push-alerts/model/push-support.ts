import { isAppleMobile, isStandalone } from '@/lib/display-mode';

/**
 * Whether this browser can get alerts: iOS and iPadOS only deliver them to an app added to the home
 * screen, so there the switch is offered once the app runs installed.
 */
export type PushSupport = 'supported' | 'needs-install' | 'unsupported';

export function pushSupport(): PushSupport {
  const hasApis = 'serviceWorker' in navigator && typeof window.PushManager === 'function' && typeof window.Notification === 'function';
  if (isAppleMobile() && !isStandalone()) return 'needs-install';
  return hasApis ? 'supported' : 'unsupported';
}

export const notificationPermission = (): NotificationPermission =>
  typeof window.Notification === 'function' ? Notification.permission : 'denied';

/** The VAPID key as PushManager.subscribe wants it (base64url text to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
