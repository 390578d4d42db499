import type { ValidationMessageKey } from './messages';

// No zod here: a schema module that only needs its messages does not build fields.ts's field schemas with it.

/** A schema message is always one of the shared keys. */
export const msg = (key: ValidationMessageKey) => ({ message: key });

/**
 * Check option: run the check only on a non-empty string, so an empty field reports only its
 * "required" key. Unlike `abort`, it keeps the form's cross-field refinements running. A custom
 * `when` replaces zod's own guard, hence the type test: a missing value must not reach the check.
 */
export const skipIfEmpty = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '' };

/** The message key of a check that is skipped for an empty value. */
export const msgUnlessEmpty = (key: ValidationMessageKey) => ({ ...msg(key), ...skipIfEmpty });
