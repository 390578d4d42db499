import { useTranslation } from 'react-i18next';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { PaywallGate } from '@/features/subscription/components/paywall-gate';

const SECTIONS = [
  { feature: 'warehouse_access', key: 'address' },
  { feature: 'package_tracking', key: 'packages' },
  { feature: 'schedule_pickup', key: 'pickup' },
  { feature: 'contact_support', key: 'contact' },
] as const;

interface GatedSectionsProps {
  subscription: Subscription | null;
  onSubscribe: () => void;
  onUpgrade: () => void;
}

/**
 * The dashboard sections, each behind its feature (part 2 section 2). Without valid access the
 * Miami address stays hidden and the gate offers a plan; the sections' content comes later.
 */
export function GatedSections({ subscription, onSubscribe, onUpgrade }: GatedSectionsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {SECTIONS.map(({ feature, key }) => (
        <section key={key} aria-labelledby={`section-${key}`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id={`section-${key}`} className="text-lg font-semibold text-slate-900">{t(`dashboard.sections.${key}.title`)}</h2>
          <div className="mt-4">
            <PaywallGate subscription={subscription} feature={feature} onSubscribe={onSubscribe} onUpgrade={onUpgrade}>
              <p className="text-sm text-slate-600" data-testid={`section-${key}-open`}>{t(`dashboard.sections.${key}.placeholder`)}</p>
            </PaywallGate>
          </div>
        </section>
      ))}
    </div>
  );
}
