import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

/** Whether the page was opened from another page of this site by a full load (a link followed before the app ran). */
function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * 'Volver': one step back in history; a visitor who opened /legal directly (from elsewhere) goes home instead. A link
 * home, so that it goes somewhere before the app has loaded too (decision 137); the app makes it a step back.
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.key !== 'default') {
      event.preventDefault();
      void navigate(-1);
    } else if (cameFromThisSite()) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <Link to="/" onClick={goBack} className={buttonClasses('outline')}>
      <span aria-hidden="true">←</span>
      {t('legal.back')}
    </Link>
  );
}
