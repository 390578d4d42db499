import { featurePreview, moreFeaturesLabel } from '@shared/subscription/usage';
import { usePlanText } from '../hooks/use-plan-text';

/** The first three features, then '+N more' (part 2 section 9). */
export function FeaturePreview({ features }: { features: readonly string[] }) {
  const { featureName, language } = usePlanText();
  const { shown, moreCount } = featurePreview(features);
  const more = moreFeaturesLabel(moreCount, language);
  if (shown.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-slate-700" data-testid="plan-features">
      {shown.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden="true" className="text-cyan-700">✓</span>
          {featureName(feature)}
        </li>
      ))}
      {more && <li className="pl-5 font-medium text-slate-500">{more}</li>}
    </ul>
  );
}
