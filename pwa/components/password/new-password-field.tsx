import { useId, type ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { usePasswordStrength } from './use-password-strength';

type NewPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** The field's current value (watched from the form). */
  password: string;
  /** The person's e-mail and names, which the password must not lean on. */
  userInputs?: readonly string[];
};

/** A new-password field with its rules and strength meter under it; the meter's chunk loads with it. */
export function NewPasswordField({ password, userInputs, id, error, ...fieldProps }: NewPasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const meterId = `${inputId}-strength`;
  const strength = usePasswordStrength(password, userInputs);
  return (
    <div>
      <TextField
        id={inputId}
        type="password"
        autoComplete="new-password"
        error={error}
        aria-describedby={error ? `${inputId}-error ${meterId}` : meterId}
        {...fieldProps}
      />
      <PasswordStrengthMeter id={meterId} password={password} strength={strength} />
    </div>
  );
}
