import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { featureGate } from '@shared/subscription/feature-gates';
import { gateMessage } from '@shared/subscription/gate-messages';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { Button, buttonClasses } from '@/components/ui/button';

interface PaywallGateProps {
  subscription: Subscription | null;
  feature: string;
  /** Subscribe Now: opens the plan choice. */
  onSubscribe: () => void;
  /** For a subscriber below the needed plan (Premium Feature / Upgrade Required): e.g. the change-plan dialog. */
  onUpgrade?: () => void;
  children: ReactNode;
}

/**
 * Shows children when the subscription grants the feature, else the paywall card:
 * 'Subscription Required', 'Premium Feature' or 'Upgrade Required' with Subscribe Now and View Plans.
 */
export function PaywallGate({ subscription, feature, onSubscribe, onUpgrade, children }: PaywallGateProps) {
  const { i18n } = useTranslation();
  const gate = featureGate(subscription, feature, new Date());
  if (!gate) return <>{children}</>;
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const text = (key: Parameters<typeof gateMessage>[0]) => gateMessage(key, language);
  return (
    <div className="rounded-xl border border-dashed border-cyan-300 bg-cyan-50/60 p-5 text-center" data-testid={`paywall-${feature}`} data-gate={gate.kind}>
      <p className="text-base font-semibold text-slate-900">{text(gate.titleKey)}</p>
      <p className="mt-1 text-sm text-slate-700">{text(gate.messageKey)}</p>
      <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
        <Button onClick={() => (gate.kind === 'subscription_required' ? onSubscribe() : (onUpgrade ?? onSubscribe)())}>{text('subscribeNow')}</Button>
        <Link to="/pricing" className={buttonClasses('outline')}>
          {text('viewPlans')}
        </Link>
      </div>
    </div>
  );
}
