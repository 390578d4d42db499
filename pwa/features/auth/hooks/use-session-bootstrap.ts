import { useEffect } from 'react';
import { useAuthStore } from '../store/auth-store';
import { listenToOtherTabs } from '../store/other-tabs';

/**
 * How long a stored session waits for the server to confirm it before the app opens with the stored
 * user anyway (a network that hangs rather than fails: airport Wi-Fi). A later 401 still signs them out;
 * an unreachable server never does.
 */
export const SESSION_CONFIRM_WAIT_MS = 2500;

let bootstrapped = false;

/** Opens a stored session that the server has not answered for yet, on the device's word. */
export function openUnconfirmedSession() {
  const { status, user } = useAuthStore.getState();
  if (status === 'checking' && user) useAuthStore.setState({ status: 'authenticated' });
}

/**
 * Runs the session rules once per page load and again whenever the tab becomes visible, and follows the sign-ins
 * and sign-outs of the browser's other tabs and windows as they happen.
 */
export function useSessionBootstrap() {
  useEffect(() => {
    if (!bootstrapped) {
      bootstrapped = true;
      void useAuthStore.getState().bootstrap();
      setTimeout(openUnconfirmedSession, SESSION_CONFIRM_WAIT_MS);
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') useAuthStore.getState().recheck();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const stopFollowing = listenToOtherTabs((user) => useAuthStore.getState().followOtherTab(user));
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopFollowing();
    };
  }, []);
}
