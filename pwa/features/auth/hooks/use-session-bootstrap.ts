import { useEffect } from 'react';
import { useAuthStore } from '../store/auth-store';

let bootstrapped = false;

/** Runs the session rules once per page load and again whenever the tab becomes visible. */
export function useSessionBootstrap() {
  useEffect(() => {
    if (!bootstrapped) {
      bootstrapped = true;
      void useAuthStore.getState().bootstrap();
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') useAuthStore.getState().recheck();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
