import { SESSION_COOKIE_NAME } from '../../../shared/accounts/session-rules';

export const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from POST /login, as `Authorization: Bearer <token>`.' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: 'The HttpOnly session cookie POST /login sets.' },
} as const;

/** Either the bearer token or the session cookie. */
export const SIGNED_IN: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { sessionCookie: [] }];
