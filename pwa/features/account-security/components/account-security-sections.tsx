import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@shared/accounts/user-schema';
import { EmailChangeOutcomeNotice } from './email-change-outcome';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export interface AccountSecurityProps {
  user: PublicUser;
  /** The account changed on the server: the session's copy is read again. */
  onUserChanged: () => void;
  className?: string;
}

/** The account page's own details: profile, password and e-mail, each its own card (decision 171). */
export default function AccountSecuritySections({ user, onUserChanged, className }: AccountSecurityProps) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="account-profile-title" className={className}>
        <h2 id="account-profile-title" className="text-lg font-semibold text-slate-900">{t('account.profile.title')}</h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('account.profile.description')}</p>
        <ProfileForm user={user} onSaved={onUserChanged} />
      </section>
      <section aria-labelledby="account-password-title" className={className}>
        <h2 id="account-password-title" className="text-lg font-semibold text-slate-900">{t('account.password.title')}</h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('account.password.description')}</p>
        <PasswordForm user={user} />
      </section>
      <section aria-labelledby="account-email-title" className={className}>
        <h2 id="account-email-title" className="text-lg font-semibold text-slate-900">{t('account.email.title')}</h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('account.email.description')}</p>
        <EmailChangeOutcomeNotice email={user.email} onChanged={onUserChanged} />
        <EmailForm user={user} />
      </section>
    </>
  );
}
