import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-cyan-700">
      <Spinner className="size-8" label={t('common.loading')} />
    </div>
  );
}
