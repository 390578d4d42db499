import { useId, type ReactNode } from 'react';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  error?: string;
  /** Extra classes for the label (e.g. sr-only when a placeholder-style layout needs it). */
  labelClassName?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, any control, and its error announced at once (role="alert"). */
export function FormField({ label, error, labelClassName, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <div className="mt-1">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}</div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
