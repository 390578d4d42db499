import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** A page's placeholder while its code loads; `className` sets its height (the whole screen below the header on public pages). */
export function PageLoader({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-center justify-center text-cyan-700', className ?? 'min-h-[40vh]')}>
      <Spinner className="size-8" label={t('common.loading')} />
    </div>
  );
}
