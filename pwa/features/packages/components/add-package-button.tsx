import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Fetches the dialog's code as soon as the customer shows intent (hover, focus, touch). */
export const loadAddPackageDialog = () => import('./add-package-dialog');

interface AddPackageButtonProps {
  disabled: boolean;
  /** The id of the text that explains why it is disabled. */
  describedBy?: string;
  onClick: () => void;
  className?: string;
}

export function AddPackageButton({ disabled, describedBy, onClick, className }: AddPackageButtonProps) {
  const { t } = useTranslation();
  const prefetch = () => void loadAddPackageDialog().catch(() => undefined);
  return (
    <Button
      className={className}
      disabled={disabled}
      aria-describedby={disabled ? describedBy : undefined}
      onClick={onClick}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      data-testid="add-package"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
      </svg>
      {t('packages.add.button')}
    </Button>
  );
}
