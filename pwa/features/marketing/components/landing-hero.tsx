import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { HeroIllustration } from './hero-illustration';
import { MarketingIcon, type IconName } from './marketing-icons';

const TRUST: ReadonlyArray<[string, IconName]> = [
  ['ssl', 'lock'],
  ['storage', 'box'],
  ['support', 'chat'],
];

/** The landing hero: promise, call to action, and the three reasons to trust us. */
export function LandingHero({ plansPath, signUpPath }: { plansPath: string; signUpPath: string }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-cyan-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-32 -left-24 size-96 rounded-full bg-cyan-100/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-cyan-800 uppercase">{t('marketing.hero.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('marketing.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{t('marketing.hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={signUpPath} className={buttonClasses('primary', 'lg')}>
              {t('marketing.hero.cta')}
            </Link>
            <Link to={plansPath} className={buttonClasses('outline', 'lg')}>
              {t('marketing.hero.secondaryCta')}
            </Link>
          </div>
          <ul className="mt-8 grid gap-3 text-sm text-slate-700 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {TRUST.map(([key, icon]) => (
              <li key={key} className="flex items-start gap-2">
                <MarketingIcon name={icon} className="mt-0.5 size-5 shrink-0 text-cyan-700" />
                {t(`marketing.hero.trust.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
