/** A 429's Retry-After (RFC 9110: seconds, or an HTTP date) in seconds; null when it says neither. */
export function retryAfterSeconds(value: unknown, now: Date): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
