export type ContentCoding = 'br' | 'gzip';

/**
 * The best coding of `offered` (in our order of preference) that an Accept-Encoding header accepts: a coding listed
 * with q=0 is refused, `*` stands for the codings not listed, and an absent header accepts only the identity.
 */
export function negotiateEncoding(header: string | undefined | null, offered: readonly ContentCoding[]): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds a name to a Vary header once. */
export function varyOn(headers: Headers, name: string): void {
  const current = headers.get('Vary');
  if (!current) headers.set('Vary', name);
  else if (!current.toLowerCase().split(',').some((entry) => entry.trim() === name.toLowerCase() || entry.trim() === '*')) headers.set('Vary', `${current}, ${name}`);
}
