import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The corner X of dialogs, named for screen readers. */
export function DialogCloseButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Close
      className={cn('absolute rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800', className)}
      aria-label={t('common.closeDialog')}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
      </svg>
    </DialogPrimitive.Close>
  );
}
