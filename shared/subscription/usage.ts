/** The plan card lists this many features, then '+N more'. */
export const FEATURE_PREVIEW_COUNT = 3;

/** Share of the shipment cap in use, clamped to 0..100; a cap of 0 reads as 0 used. */
export function usagePercent(used: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(used)) return 0;
  return Math.min(100, Math.max(0, (used / max) * 100));
}

/** The first features to show and how many are left for the '+N more' line (0 hides it). */
export function featurePreview<T>(features: readonly T[], shown = FEATURE_PREVIEW_COUNT): { shown: T[]; moreCount: number } {
  return { shown: features.slice(0, shown), moreCount: Math.max(0, features.length - shown) };
}

/** The '+N more' text, or null when nothing is hidden. */
export function moreFeaturesLabel(moreCount: number, language: 'es' | 'en' = 'en'): string | null {
  if (moreCount <= 0) return null;
  return language === 'es' ? `+${moreCount} más` : `+${moreCount} more`;
}
