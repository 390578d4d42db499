import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from './screen-skeleton';

/**
 * The home screen before its data, laid out as the screen itself: the greeting's place, the lead (the screen's
 * largest text, so it is there from the first paint) and the cards' places. It is the prerendered app frame's main
 * and the layout's placeholder on /dashboard, so the one replaces the other without a visible change.
 */
export function HomeScreenPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-5 sm:py-6 lg:px-0 lg:py-8">
      <div>
        <div aria-hidden="true" className="h-8 w-56 max-w-full animate-pulse rounded-lg bg-slate-200/70 sm:h-9" />
        <p className="mt-1 text-slate-600">{t('dashboard.lead')}</p>
      </div>
      <ScreenSkeleton />
    </div>
  );
}
