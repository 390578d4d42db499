import { AUTH_STORAGE_KEYS } from '@shared/accounts/session-rules';
import { isPublicUser } from '@shared/accounts/public-user-guard';
import type { PublicUser } from '@shared/accounts/user-schema';

function parseUser(raw: string | null): PublicUser | null {
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isPublicUser(user) ? user : null;
  } catch {
    return null;
  }
}

/**
 * Who another tab or window left signed in, read from a storage event: the user it stored (a sign-in, or the
 * same account refreshed), null when it removed them (a sign-out, or its session found over), undefined when the
 * event is about something else. The browser fires it in every other document of the origin, never in the writer.
 */
export function signedInUserOf(event: StorageEvent, storage: Storage): PublicUser | null | undefined {
  if (event.storageArea !== null && event.storageArea !== storage) return undefined;
  // clear() names no key: whatever is stored now is the answer.
  if (event.key === null) return parseUser(storage.getItem(AUTH_STORAGE_KEYS.user));
  if (event.key !== AUTH_STORAGE_KEYS.user) return undefined;
  return parseUser(event.newValue);
}

/** Calls `follow` with each session change another tab makes; returns the removal. */
export function listenToOtherTabs(follow: (user: PublicUser | null) => void, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    let user: PublicUser | null | undefined;
    try {
      user = signedInUserOf(event, target.localStorage);
    } catch {
      return; // storage that cannot be read (private mode) holds no session to follow
    }
    if (user !== undefined) follow(user);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
