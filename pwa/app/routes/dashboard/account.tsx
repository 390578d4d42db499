import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AccountDataSection } from '@/features/account-data/components/account-data-section';
import { AccountSecurity } from '@/features/account-security/components/account-security';
import { DeliveryAddressesSection } from '@/features/addresses/components/delivery-addresses-section';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { InstallAppSection } from '@/features/install-app/components/install-app-section';
import { PushAlertsSection } from '@/features/push-alerts/components/push-alerts-section';
import { ResponsePromise } from '@/features/support/components/response-promise';
import { SupportThreads } from '@/features/support/components/support-threads';
import { ContactSupportAction } from '../../dashboard/contact-support-action';
import { DashboardGate } from '../../dashboard/dashboard-gate';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { PlanSection } from '../../dashboard/plan-section';
import { useDashboardAccount } from '../../dashboard/use-dashboard-account';
import { LanguageSwitch } from '../../layouts/language-switch';
import { toast } from '@/lib/toast';

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** Account: who is signed in, the plan and its dialogs, delivery addresses, alerts, the language, installing the app, support and logout. */
export default function DashboardAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);
  const { user, validAccess } = useDashboardAccount();
  const onLogout = () => void logout().then((signedOut) => signedOut && navigate('/'));
  // The server ended every session: what this device holds of the account goes too.
  const onClosed = () => {
    void logout().then(() => navigate('/'));
    toast.success(t('accountData.close.done'));
  };
  return (
    <DashboardScreen title={t('dashboard.screens.account.title')}>
      {/* Columns may shrink below their content (min-w-0): a long name or e-mail truncates instead of widening the page. */}
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
        <div className="space-y-5">
          <section aria-label={t('dashboard.account.profile')} className={`${cardClasses} flex items-center gap-4`}>
            <UserAvatar user={user} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{`${user.first_name} ${user.last_name}`.trim()}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
              <p className="mt-1 text-sm text-slate-700">
                {t('dashboard.account.suite')} <span className="font-semibold text-cyan-800" data-testid="account-suite">{user.suite_code}</span>
              </p>
            </div>
          </section>
          <PlanSection />
          {/* Without a plan the plan section's one line to Home is the one call (docs/decisions/122); Basic meets the paywall card. */}
          {validAccess !== false && (
            <DeliveryAddressesSection className={cardClasses} gate={(content) => <DashboardGate feature="delivery">{content}</DashboardGate>} />
          )}
          <PushAlertsSection className={cardClasses} />
          <AccountSecurity user={user} onUserChanged={() => void useAuthStore.getState().refreshProfile().catch(() => undefined)} className={cardClasses} />
        </div>
        <div className="space-y-5">
          <section aria-labelledby="account-language-title" className={cardClasses}>
            <h2 id="account-language-title" className="mb-3 text-lg font-semibold text-slate-900">{t('dashboard.account.language')}</h2>
            <LanguageSwitch tone="light" labelClassName="sr-only" buttonClassName="min-h-11 min-w-24" />
          </section>
          <InstallAppSection className={cardClasses} />
          <AccountDataSection className={cardClasses} onClosed={onClosed} />
          <section aria-labelledby="account-support-title" className={cardClasses}>
            <h2 id="account-support-title" className="text-lg font-semibold text-slate-900">{t('dashboard.account.supportTitle')}</h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">{t('dashboard.account.supportText')}</p>
            <DashboardGate feature="contact_support" compact>
              <ResponsePromise className="-mt-2 mb-4" />
              <ContactSupportAction>
                {(open) => (
                  <Button size="lg" className="w-full sm:w-auto" onClick={open}>
                    {t('support.open')}
                  </Button>
                )}
              </ContactSupportAction>
              <SupportThreads />
            </DashboardGate>
          </section>
          <Button variant="outline" size="lg" className="w-full" onClick={onLogout}>
            {t('nav.logout')}
          </Button>
        </div>
      </div>
    </DashboardScreen>
  );
}
