import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

/** Part 2 section 9: after navigating to the plans page, scroll to the top this long after. */
export const PLANS_SCROLL_DELAY_MS = 100;

/** The About page's two links: to the rates page (then to its top), and registration. */
export function AboutActions({ plansPath, signUpPath }: { plansPath: string; signUpPath: string }) {
  const { t } = useTranslation();
  const scrollToTopSoon = () => window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), PLANS_SCROLL_DELAY_MS);
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <Link to={plansPath} onClick={scrollToTopSoon} className={buttonClasses('primary', 'lg')}>
        {t('marketing.about.plansCta')}
      </Link>
      <Link to={signUpPath} className={buttonClasses('outline', 'lg')}>
        {t('marketing.about.registerCta')}
      </Link>
    </div>
  );
}
