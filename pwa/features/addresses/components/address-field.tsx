import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';

interface AddressFieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The control, given the ids that tie it to its label, hint and error. */
  children: (control: Pick<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'>) => ReactNode;
}

/** A label, a control, a hint read with it and its error, for the address form's inputs and its state select. */
export function AddressField({ label, hint, error, className, children }: AddressFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}</div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
