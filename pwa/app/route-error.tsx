import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';

/** Shown by RouteErrorBoundary instead of the layout when rendering or loading a route fails. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('pages.error.title')}</h1>
        <p className="mt-3 text-slate-600">{t('pages.error.lead')}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>{t('pages.error.reload')}</Button>
          {/* A full page load, because the router itself may be what failed. */}
          <a href="/" className={buttonClasses('outline')}>
            {t('pages.notFound.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
