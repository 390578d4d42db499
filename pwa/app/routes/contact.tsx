import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/features/contact/components/contact-form';
import { DirectContactCard } from '@/features/contact/components/direct-contact-card';
import { MiamiMap } from '@/features/contact/components/miami-map';
import { PageHero } from '@/features/marketing/components/page-hero';
import { usePageMeta } from '@/lib/use-page-meta';
import { PAGE_PATHS } from '../localized-paths';

export default function ContactPage() {
  const { t } = useTranslation();
  usePageMeta('contact', PAGE_PATHS.contact);
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 lg:grid-cols-[1.5fr_1fr]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <div className="space-y-8">
          <DirectContactCard />
          <MiamiMap />
        </div>
      </div>
    </>
  );
}
