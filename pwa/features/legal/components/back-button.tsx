import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** 'Volver': one step back in history; a visitor who opened /legal directly goes home instead. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Button variant="outline" onClick={goBack}>
      <span aria-hidden="true">←</span>
      {t('legal.back')}
    </Button>
  );
}
