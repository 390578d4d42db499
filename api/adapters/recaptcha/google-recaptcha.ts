import type { RecaptchaAction, RecaptchaVerifier } from './recaptcha-verifier';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const MIN_SCORE = 0.5;

interface SiteVerifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
}

/** reCAPTCHA v3 through Google's siteverify endpoint. */
export function createGoogleRecaptcha(siteKey: string, secretKey: string, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return {
    config: { enabled: true, site_key: siteKey, version: 'v3' },
    async verify(token: string, action: RecaptchaAction, remoteIp: string | null) {
      const body = new URLSearchParams({ secret: secretKey, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteVerifyAnswer;
        return answer.success && (answer.action === undefined || answer.action === action) && (answer.score ?? 1) >= MIN_SCORE;
      } catch {
        return false;
      }
    },
  };
}
