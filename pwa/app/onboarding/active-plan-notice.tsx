import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** A customer with an active plan changes it from the dashboard instead of paying again. */
export function ActivePlanNotice({ onGoToDashboard }: { onGoToDashboard: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Notice tone="info" title={t('onboarding.activePlan.title')}>
        {t('onboarding.activePlan.text')}
      </Notice>
      <Button onClick={onGoToDashboard}>{t('onboarding.activePlan.goToDashboard')}</Button>
    </div>
  );
}
