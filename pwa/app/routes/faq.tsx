import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqContents, FaqGroups, FaqMore } from '@/features/marketing/components/faq-sections';
import { PageHero } from '@/features/marketing/components/page-hero';
import { faqGroups } from '@/features/marketing/model/faq-entries';
import { faqPageStructuredData } from '@/features/marketing/model/faq-structured-data';
import { useOverstayPolicyText } from '@/features/storage/hooks/use-overstay-policy-text';
import { currentLanguage } from '@/lib/i18n';
import { usePageMeta } from '@/lib/use-page-meta';
import { useStructuredData } from '@/lib/use-structured-data';
import { PAGE_PATHS } from '../localized-paths';
import { usePagePath } from '../use-page-path';

export default function FaqPage() {
  const { t } = useTranslation();
  usePageMeta('faq', PAGE_PATHS.faq);
  const pathOf = usePagePath();
  const language = currentLanguage();
  const overstayPolicy = useOverstayPolicyText();
  const groups = useMemo(() => faqGroups(t, language, { overstayPolicy }), [t, language, overstayPolicy]);
  useStructuredData(useMemo(() => faqPageStructuredData(groups, language), [groups, language]));
  return (
    <>
      <PageHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
      <FaqContents groups={groups} />
      <FaqGroups groups={groups} />
      <FaqMore contactPath={pathOf('contact')} privacyPath={pathOf('privacy')} />
    </>
  );
}
