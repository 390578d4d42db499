import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import type { AccountSecurityProps } from './account-security-sections';

// The phone and password fields speak the sign-up's texts (the forms section), fetched with the code.
const AccountSecuritySections = lazyWithTexts(() => import('./account-security-sections'), ['forms']);

/** Profile, password and e-mail change on the account page. */
export function AccountSecurity(props: AccountSecurityProps) {
  return (
    <Suspense fallback={<Placeholder className={props.className} />}>
      <AccountSecuritySections {...props} />
    </Suspense>
  );
}

function Placeholder({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status">
      <span className="sr-only">{t('account.security.loading')}</span>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="mt-4 block h-10 w-full" />
      <Skeleton className="mt-3 block h-10 w-full" />
    </div>
  );
}
