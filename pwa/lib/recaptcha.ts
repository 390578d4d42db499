import { LOCAL_RECAPTCHA_PASS_TOKEN, type RecaptchaAction } from '@shared/accounts/recaptcha';
import { getRecaptchaConfig, type RecaptchaConfig } from './recaptcha-config';

export type { RecaptchaAction };

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: RecaptchaAction }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export class RecaptchaUnavailableError extends Error {}

const SCRIPT_TIMEOUT_MS = 10_000;
let configPromise: Promise<RecaptchaConfig> | null = null;
let scriptPromise: Promise<Grecaptcha> | null = null;

function loadConfig(): Promise<RecaptchaConfig> {
  configPromise ??= getRecaptchaConfig().catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

function loadScript(siteKey: string): Promise<Grecaptcha> {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new RecaptchaUnavailableError('timeout')), SCRIPT_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new RecaptchaUnavailableError('missing'));
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new RecaptchaUnavailableError('load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptPromise = null;
    throw error;
  });
  return scriptPromise;
}

/**
 * A reCAPTCHA v3 token for the action, or undefined when the server has reCAPTCHA off.
 * Throws RecaptchaUnavailableError when it is on but no token can be obtained.
 */
export async function getRecaptchaToken(action: RecaptchaAction): Promise<string | undefined> {
  let config: RecaptchaConfig;
  try {
    config = await loadConfig();
  } catch {
    // Without the config we send no token; the server rejects it if reCAPTCHA is required.
    return undefined;
  }
  if (!config.enabled) return undefined;
  if (config.version === 'local') return LOCAL_RECAPTCHA_PASS_TOKEN;
  if (!config.site_key) throw new RecaptchaUnavailableError('no site key');
  try {
    const grecaptcha = await loadScript(config.site_key);
    return await grecaptcha.execute(config.site_key, { action });
  } catch (error) {
    throw error instanceof RecaptchaUnavailableError ? error : new RecaptchaUnavailableError('execute');
  }
}
