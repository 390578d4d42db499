/** Refusals any part of the API may answer, from the HTTP layer or a service alike; the PWA translates them. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const FORBIDDEN = 'You do not have permission to do this';
export const NOT_FOUND = 'Not found';
