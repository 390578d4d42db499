import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta('notFound');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-cyan-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('pages.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('pages.notFound.lead')}</p>
      <Link to="/" className={buttonClasses('primary') + ' mt-8'}>
        {t('pages.notFound.home')}
      </Link>
    </section>
  );
}
