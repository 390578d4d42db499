import { PasswordStrengthMeter } from '@/components/password/password-strength-meter';
import { usePasswordStrength } from '@/components/password/use-password-strength';

interface NewPasswordMeterProps {
  id: string;
  password: string;
  userInputs: readonly string[];
  /** The measure (a chunk of its own, decision 116) loads only once the person starts on the field. */
  measuring: boolean;
}

/** The registration's rules and strength bar under the new password. */
export function NewPasswordMeter({ measuring, ...props }: NewPasswordMeterProps) {
  return measuring ? <MeasuredMeter {...props} /> : <PasswordStrengthMeter id={props.id} password={props.password} strength={null} />;
}

function MeasuredMeter({ id, password, userInputs }: Omit<NewPasswordMeterProps, 'measuring'>) {
  const strength = usePasswordStrength(password, userInputs);
  return <PasswordStrengthMeter id={id} password={password} strength={strength} />;
}
