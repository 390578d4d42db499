import { PASSWORD_MIN_LENGTH } from '../validation/limits';

/**
 * The password rule beyond the spec's six characters (issue 11, decision 116): a new password must take at
 * least a million guesses as zxcvbn estimates them (common passwords, keyboard walks, repetitions, sequences,
 * dates and the person's own name or e-mail take far fewer). A million is what six random characters take, so
 * the spec's minimum length stays reachable. This file is light: the measure itself, with its dictionaries,
 * is password-guessability.ts, loaded with the password field.
 */
export const MIN_GUESSES_LOG10 = 6;

/** The meter's five levels, on zxcvbn's score boundaries (10^3, 10^6, 10^8, 10^10 guesses). */
export type PasswordLevel = 0 | 1 | 2 | 3 | 4;
const LEVEL_FLOORS = [3, MIN_GUESSES_LOG10, 8, 10] as const;

export interface PasswordStrength {
  level: PasswordLevel;
  /** The spec's rule: at least PASSWORD_MIN_LENGTH characters. */
  longEnough: boolean;
  /** Not common nor a pattern nor the person's own name or e-mail: at least 10^6 guesses. */
  hardToGuess: boolean;
  acceptable: boolean;
}

export function strengthOf(password: string, guessesLog10: number): PasswordStrength {
  const level = LEVEL_FLOORS.filter((floor) => guessesLog10 >= floor).length as PasswordLevel;
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  const hardToGuess = guessesLog10 >= MIN_GUESSES_LOG10;
  return { level, longEnough, hardToGuess, acceptable: longEnough && hardToGuess };
}

/** What a password must not lean on: the e-mail (whole, its name part, its pieces), the names and the names run together. */
export function passwordUserInputs(...values: (string | null | undefined)[]): string[] {
  const inputs = new Set<string>();
  const names: string[] = [];
  for (const value of values) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    for (const form of new Set([text, withoutAccents(text)])) {
      inputs.add(form);
      const local = form.split('@')[0];
      if (local && local !== form) inputs.add(local);
      for (const part of form.split(/[\s@._+-]+/)) if (part.length >= 3) inputs.add(part);
      if (!form.includes('@')) names.push(form.replace(/[\s.'-]+/g, ''));
    }
  }
  if (names.length > 1) for (const first of names) for (const second of names) if (first !== second) inputs.add(first + second);
  return [...inputs];
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
