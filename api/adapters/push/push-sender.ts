/** A browser's push subscription as the push service needs it: where to post and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushSendOptions {
  /** How long the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: PushUrgency;
}

/**
 * What the push service said: delivered (2xx), gone for good (404/410: delete the subscription), or try again later
 * (any other failure, with the reason and the wait it asked for, if any).
 */
export type PushSendResult =
  | { outcome: 'sent' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'retry'; reason: string; retryAfterSeconds?: number };

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Web Push sends: the real push services through `web-push`, or the local sandbox for development. */
export interface PushSender {
  readonly kind: 'webpush' | 'local';
  /** The applicationServerKey browsers subscribe with (base64url). */
  readonly vapidPublicKey: string;
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushSendResult>;
}

const GONE_STATUSES = new Set([404, 410]);

/** A push service's HTTP answer as a result. */
export function resultOfStatus(status: number, body: string, retryAfter?: string | null): PushSendResult {
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  if (GONE_STATUSES.has(status)) return { outcome: 'gone', status };
  const seconds = retryAfter ? Number.parseInt(retryAfter, 10) : Number.NaN;
  return { outcome: 'retry', reason: `push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`, ...(seconds > 0 ? { retryAfterSeconds: seconds } : {}) };
}
