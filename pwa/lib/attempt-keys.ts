/** A v4 UUID; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per payment attempt. The key is kept while the same request may be sent again because
 * no answer arrived (a retry of the same attempt); any answer, or a different request, starts a
 * new attempt with a new key, since the server replays the first answer for a known key.
 */
export class AttemptKeys {
  private current: { key: string; fingerprint: string } | null = null;

  keyFor(fingerprint: string): string {
    if (this.current?.fingerprint !== fingerprint) this.current = { key: newIdempotencyKey(), fingerprint };
    return this.current.key;
  }

  /** The attempt got an answer (success or a definite refusal): the next request is a new attempt. */
  settle(): void {
    this.current = null;
  }
}
