import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Whether the page was opened from another page of this site by a full load (a link followed before the app ran). */
function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** 'Volver': one step back in history; a visitor who opened /legal directly (from elsewhere) goes home instead. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else if (cameFromThisSite()) window.history.back();
    else void navigate('/');
  };
  return (
    <Button variant="outline" onClick={goBack}>
      <span aria-hidden="true">←</span>
      {t('legal.back')}
    </Button>
  );
}
