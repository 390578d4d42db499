import { HTTPError } from 'ky';
import { create } from 'zustand';
import type { PublicUser } from '@shared/accounts/user-schema';
import { storedLanguage } from '@/lib/i18n';
import { deleteOutboxDatabase } from '@/lib/outbox/outbox-db';
import { queryClient } from '@/lib/query-client';
import { profileQuery } from '../api/profile-query';
import { logout as logoutRequest } from '../api/logout';
import { runSignOutSteps } from './sign-out-steps';
import { clearStoredSession, isStoredSessionOver, readStoredSession, updateStoredUser, writeStoredSession } from './session-storage';

export type AuthStatus = 'checking' | 'authenticated' | 'anonymous';

interface AuthState {
  user: PublicUser | null;
  status: AuthStatus;
  /**
   * Takes up a stored session that is not over, synchronously, so the app's first render can already be the
   * signed-in screens (rendered in a transition) instead of a loader replaced by them in a blocking update.
   */
  restoreStoredSession: () => void;
  /** Restores the stored session on load and confirms it with the server. */
  bootstrap: () => Promise<void>;
  /** Re-applies the session rules, e.g. when the tab becomes visible again. */
  recheck: () => void;
  /** Refetches the profile (e.g. after a payment) and keeps the stored user in step. */
  refreshProfile: () => Promise<PublicUser>;
  signIn: (user: PublicUser, rememberMe: boolean) => void;
  /**
   * Takes up what another tab of this browser did to the shared session (other-tabs.ts): its sign-in, its refreshed
   * user, or its sign-out (null), at once and without a request; that tab already told the server.
   */
  followOtherTab: (user: PublicUser | null) => void;
  /** Signs out (after the user confirms dropping unsent offline writes, if any); false when they kept the session. */
  logout: () => Promise<boolean>;
}

/** Asks before unsent writes go with the session; the check loads on sign-out, never for a signed-out visitor. */
const mayForgetWaitingWrites = (userId: number) =>
  import('@/lib/outbox/confirm-sign-out').then(
    ({ confirmSignOutWithWaitingWrites }) => confirmSignOutWithWaitingWrites(userId),
    () => true,
  );

const sameUser = (held: PublicUser | null, fetched: PublicUser) => held !== null && JSON.stringify(held) === JSON.stringify(fetched);

const endSession = () => {
  clearStoredSession();
  void logoutRequest().catch(() => undefined);
};

export const useAuthStore = create<AuthState>((set, get) => ({
  user: null,
  status: 'checking',

  restoreStoredSession: () => {
    const stored = readStoredSession();
    if (stored && !isStoredSessionOver(stored) && get().user?.id !== stored.user.id) set({ user: stored.user });
  },

  bootstrap: async () => {
    const stored = readStoredSession();
    if (!stored) {
      clearStoredSession();
      set({ user: null, status: 'anonymous' });
      return;
    }
    if (isStoredSessionOver(stored)) {
      endSession();
      set({ user: null, status: 'anonymous' });
      return;
    }
    get().restoreStoredSession();
    set({ status: 'checking' });
    try {
      const user = await queryClient.fetchQuery(profileQuery());
      // Signed out in another tab meanwhile: the answer must not sign them back in.
      if (!readStoredSession()) {
        set({ user: null, status: 'anonymous' });
        return;
      }
      updateStoredUser(user);
      // The same account as stored keeps its object, so the screens that read it are not rendered again.
      set({ user: sameUser(get().user, user) ? get().user : user, status: 'authenticated' });
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 401) {
        clearStoredSession();
        set({ user: null, status: 'anonymous' });
      } else {
        // Offline or server trouble: keep the stored user; the server still guards every call.
        set({ status: 'authenticated' });
      }
    }
  },

  recheck: () => {
    if (!get().user) return;
    const stored = readStoredSession();
    if (stored && !isStoredSessionOver(stored)) return;
    clearStoredSession();
    set({ user: null, status: 'anonymous' });
  },

  refreshProfile: async () => {
    const user = await queryClient.fetchQuery(profileQuery());
    // Signed out meanwhile: the answer must not sign them back in.
    if (get().user?.id === user.id) {
      updateStoredUser(user);
      set({ user });
    }
    return user;
  },

  signIn: (user, rememberMe) => {
    writeStoredSession(user, rememberMe);
    set({ user, status: 'authenticated' });
    // A language the reader chose while signed out becomes the account's, so its e-mails follow (decision 123).
    const chosen = storedLanguage();
    if (chosen) void import('@/lib/account-language').then(({ saveAccountLanguage }) => saveAccountLanguage(chosen));
  },

  followOtherTab: (user) => {
    const { user: held, status } = get();
    if (user === null) {
      if (held || status !== 'anonymous') set({ user: null, status: 'anonymous' });
      return;
    }
    if (sameUser(held, user) && status === 'authenticated') return;
    set({ user: sameUser(held, user) ? held : user, status: 'authenticated' });
  },

  logout: async () => {
    const user = get().user;
    if (user && !(await mayForgetWaitingWrites(user.id))) return false;
    await runSignOutSteps();
    clearStoredSession();
    set({ user: null, status: 'anonymous' });
    if (user) void deleteOutboxDatabase(user.id).catch(() => undefined);
    try {
      await logoutRequest();
    } catch {
      // The local session is already gone; a failed call changes nothing for the user.
    }
    return true;
  },
}));

export const displayName = (user: PublicUser) => user.first_name.trim() || user.email.split('@')[0] || user.email;
