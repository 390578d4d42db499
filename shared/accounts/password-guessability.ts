import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import spanishFirstNames from '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs';
import spanishLastNames from '@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs';
import { GUESSABLE_WORDS } from './guessable-words';
import { strengthOf, type PasswordStrength } from './password-strength';

// Heavy (the common-password list and the Spanish name lists, about 240 KB gzip): the API imports it directly, the PWA only
// through a dynamic import when a password field is shown (decision 116), never on the landing's first load.

let factory: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, spanishFirstNames, spanishLastNames, guessable: GUESSABLE_WORDS },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

/** Measures a new password; userInputs (see passwordUserInputs) count as words an attacker knows. */
export function measurePassword(password: string, userInputs: string[] = []): PasswordStrength {
  return strengthOf(password, zxcvbn().check(password, userInputs).guessesLog10);
}
