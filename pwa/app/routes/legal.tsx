import { useTranslation } from 'react-i18next';
import { BackButton } from '@/features/legal/components/back-button';
import { TermsSections } from '@/features/legal/components/terms-sections';
import { useOverstayPolicyText } from '@/features/storage/hooks/use-overstay-policy-text';
import { usePageMeta } from '@/lib/use-page-meta';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

export default function LegalPage() {
  const { t } = useTranslation();
  usePageMeta('legal', PAGE_PATHS.legal);
  const pathOf = usePagePath();
  const overstayPolicy = useOverstayPolicyText();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <BackButton />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('legal.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('legal.updated')}</p>
      <div className="mt-10">
        <TermsSections contactPath={pathOf('contact')} privacyPath={pathOf('privacy')} overstayPolicy={overstayPolicy} />
      </div>
      <div className="mt-12">
        <BackButton />
      </div>
    </article>
  );
}
