import { BROWSER_SESSION_COOKIE } from '@shared/accounts/session-rules';

/**
 * A cookie without Max-Age or Expires, like the HttpOnly session cookie of a sign-in without remember-me: shared by
 * every tab and window, dropped by the browser when it closes. Scripts cannot see the session cookie itself, so the
 * app keeps this twin to know, before asking the server, whether the browser has closed since the sign-in.
 */
const attributes = (doc: Document) => `Path=/; SameSite=Lax${doc.location?.protocol === 'https:' ? '; Secure' : ''}`;

export function markBrowserSession(doc: Document = document) {
  doc.cookie = `${BROWSER_SESSION_COOKIE}=1; ${attributes(doc)}`;
}

export function unmarkBrowserSession(doc: Document = document) {
  doc.cookie = `${BROWSER_SESSION_COOKIE}=; Max-Age=0; ${attributes(doc)}`;
}

export function isBrowserSessionMarked(doc: Document = document): boolean {
  return doc.cookie.split(';').some((pair) => pair.trim() === `${BROWSER_SESSION_COOKIE}=1`);
}
