import { useTranslation } from 'react-i18next';
import { AboutActions } from '@/features/marketing/components/about-actions';
import { AboutIllustration } from '@/features/marketing/components/about-illustration';
import { AboutValues, AboutWhy } from '@/features/marketing/components/about-sections';
import { PageHero } from '@/features/marketing/components/page-hero';
import { usePageMeta } from '@/lib/use-page-meta';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

export default function AboutPage() {
  const { t } = useTranslation();
  usePageMeta('about', PAGE_PATHS.about);
  const pathOf = usePagePath();
  return (
    <>
      <PageHero eyebrow={t('marketing.about.eyebrow')} title={t('marketing.about.title')} lead={t('marketing.about.lead')} />
      <section aria-labelledby="mission-title" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="max-w-3xl rounded-2xl border-l-4 border-cyan-700 bg-white py-2 pl-6">
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('marketing.about.missionTitle')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('marketing.about.mission')}</p>
        </div>
      </section>
      <AboutValues />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 lg:grid-cols-2">
        <div>
          <AboutWhy />
          <AboutActions plansPath={pathOf('pricing')} signUpPath={pathOf('signUp')} />
        </div>
        <AboutIllustration />
      </div>
    </>
  );
}
