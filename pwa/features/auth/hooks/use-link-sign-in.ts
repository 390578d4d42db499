import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@shared/accounts/user-schema';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { toast } from '@/lib/toast';
import { getProfile } from '../api/get-profile';
import { useAuthStore } from '../store/auth-store';

/**
 * The verification link signed this browser in (a session cookie, docs/decisions/122): the login dialog
 * confirms it with the profile instead of asking for the password; if the server disagrees, the form shows.
 * A session from the link is never remembered (remember-me off), as a login without the box ticked.
 */
export function useLinkSignIn(onLoggedIn: (user: PublicUser) => void): boolean {
  const { t } = useTranslation();
  const linkSignIn = useAccountDialogs((state) => state.active === 'login' && state.linkSignIn);
  const [confirming, setConfirming] = useState(linkSignIn);
  const started = useRef(false);

  useEffect(() => {
    if (!linkSignIn) {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    setConfirming(true);
    getProfile().then(
      (user) => {
        useAuthStore.getState().signIn(user, false);
        toast.success(t('auth.login.success'));
        useAccountDialogs.getState().close();
        onLoggedIn(user);
      },
      () => {
        useAccountDialogs.setState({ linkSignIn: false });
        setConfirming(false);
      },
    );
  }, [linkSignIn, onLoggedIn, t]);

  return confirming;
}
