import { useId, type ChangeEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface FileButtonProps {
  label: string;
  onFile: (file: File) => void;
  /** Opens the rear camera on a tablet; a file chooser elsewhere. */
  capture?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'outline' | 'secondary';
  icon?: ReactNode;
  className?: string;
  testId?: string;
}

/** An image input shown as a large button: its label is the button, so it takes the focus ring through `peer`. */
export function FileButton({ label, onFile, capture = true, disabled, variant = 'outline', icon, className, testId }: FileButtonProps) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so the same photo can be chosen again after a failure.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <span className={cn('relative inline-flex', className)}>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        disabled={disabled}
        onChange={change}
        className="peer sr-only"
        data-testid={testId}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses(variant, 'lg'),
          'h-14 w-full cursor-pointer text-lg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cyan-700',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {icon}
        {label}
      </label>
    </span>
  );
}
