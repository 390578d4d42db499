import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { VerificationLinkNotice } from '@/features/email-verification/components/verification-link-notice';
import { useAccountDialogs } from '@/lib/account-dialogs';
import { currentLanguage } from '@/lib/i18n';
import { PAGE_PATHS } from '../localized-paths';

export default function HomePage() {
  const { t } = useTranslation();
  const openRegister = useAccountDialogs((state) => state.openRegister);
  return (
    <section className="bg-gradient-to-b from-cyan-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 empty:hidden">
        <VerificationLinkNotice />
      </div>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-cyan-800 uppercase">{t('pages.home.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('pages.home.title')}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">{t('pages.home.lead')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => openRegister()}>
            {t('pages.home.cta')}
          </Button>
          <Link to={PAGE_PATHS.howItWorks[currentLanguage()]} className={buttonClasses('outline', 'lg')}>
            {t('pages.home.secondaryCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
