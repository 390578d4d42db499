import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { PasswordStrength } from '@shared/accounts/password-strength';
import { loadPasswordMeasure, type MeasurePassword } from './password-measure';

/** The live strength of a new password; null while the measure loads or the field is empty. */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength | null {
  const [measure, setMeasure] = useState<MeasurePassword | null>(null);
  useEffect(() => {
    let live = true;
    loadPasswordMeasure().then(
      (loaded) => live && setMeasure(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const typed = useDeferredValue(password);
  const inputsKey = userInputs.join('\n');
  return useMemo(
    () => (measure && typed ? measure(typed, inputsKey ? inputsKey.split('\n') : []) : null),
    [measure, typed, inputsKey],
  );
}
