import type { PasswordStrength } from '@shared/accounts/password-strength';

export type MeasurePassword = (password: string, userInputs?: string[]) => PasswordStrength;

let loading: Promise<MeasurePassword> | null = null;

/**
 * The strength measure with its dictionaries (about 240 KB gzip) is a chunk of its own, fetched when a
 * password field is first shown, never with the landing page (decision 116). A failed fetch is retried.
 */
export function loadPasswordMeasure(): Promise<MeasurePassword> {
  loading ??= import('@shared/accounts/password-guessability').then(
    (module) => module.measurePassword,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The submit check: true when the password is guessable; null when the measure cannot load (the server decides). */
export async function isGuessable(password: string, userInputs: string[] = []): Promise<boolean | null> {
  try {
    return !(await loadPasswordMeasure())(password, userInputs).hardToGuess;
  } catch {
    return null;
  }
}
