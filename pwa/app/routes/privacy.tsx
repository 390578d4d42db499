import { useTranslation } from 'react-i18next';
import { BackButton } from '@/features/legal/components/back-button';
import { PrivacySections } from '@/features/legal/components/privacy-sections';
import { usePageMeta } from '@/lib/use-page-meta';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

export default function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta('privacy', PAGE_PATHS.privacy);
  const pathOf = usePagePath();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <BackButton />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('privacyNotice.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('privacyNotice.updated')}</p>
      <div className="mt-10">
        <PrivacySections contactPath={pathOf('contact')} />
      </div>
      <div className="mt-12">
        <BackButton />
      </div>
    </article>
  );
}
