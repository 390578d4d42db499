import { createHash } from 'node:crypto';

/** What the headers depend on: the public address's scheme and whether Google's reCAPTCHA is loaded. */
export interface SecurityHeadersConfig {
  https: boolean;
  recaptcha: boolean;
}

export const securityHeadersConfig = (appUrl: string | undefined, recaptchaMode: string): SecurityHeadersConfig => ({
  https: appUrl?.startsWith('https:') ?? false,
  recaptcha: recaptchaMode === 'google',
});

type Header = readonly [string, string];

/** The camera is the app's own (the receiving station scans labels); nothing else may ask for a device. */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Braintree's Drop-in (its hosted-field frames, client API and analytics; PayPal parts it may load) and Google's
 * reCAPTCHA where enabled, as their CSP guides list them. PayPal checkout itself is a top-level redirect.
 */
const BRAINTREE = {
  script: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com', 'https://*.paypal.com', 'https://www.paypalobjects.com'],
  frame: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
  ],
  img: ['https://assets.braintreegateway.com', 'https://checkout.paypal.com'],
};
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** `'sha256-…'` sources for the inline scripts of an HTML page (a script with a src is not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1]!.length > 0) hashes.add(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The app's policy: itself, the payment and captcha vendors, inline scripts only by hash; never framed. */
export function appContentSecurityPolicy(config: SecurityHeadersConfig, scriptHashes: readonly string[]): string {
  const recaptcha = config.recaptcha ? RECAPTCHA : { script: [], frame: [], connect: [] };
  return policy({
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (the receiving station's barcode reader, zxing-wasm); JS eval stays off.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...BRAINTREE.script, ...recaptcha.script],
    // React, Radix and the Drop-in set inline styles; sonner adds a <style> element.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...BRAINTREE.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...BRAINTREE.connect, ...recaptcha.connect],
    'frame-src': [...BRAINTREE.frame, ...recaptcha.frame],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** The API's JSON answers load nothing and are never framed. */
export const API_CONTENT_SECURITY_POLICY = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/** The API reference page (/api/docs, where enabled): Scalar's script from its CDN plus its inline start-up script. */
export function docsContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ['https://cdn.jsdelivr.net', ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net', 'https://fonts.scalar.com'],
    'font-src': ["'self'", 'data:', 'https://fonts.scalar.com', 'https://cdn.jsdelivr.net'],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Headers every answer carries, page, asset or API (Hono's secureHeaders defaults, framing denied outright). */
export function baseSecurityHeaders(config: SecurityHeadersConfig, referrerPolicy: string): Header[] {
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', referrerPolicy],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ...(config.https ? [['Strict-Transport-Security', HSTS] as const] : []),
  ];
}

export function setHeaders(headers: Headers, list: readonly Header[]): void {
  for (const [name, value] of list) headers.set(name, value);
}
