import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input with its error text wired through aria-invalid and aria-describedby. */
export function TextField({ label, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
