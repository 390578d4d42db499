import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gateMessage } from '@shared/subscription/gate-messages';
import { buttonClasses } from '@/components/ui/button';

/**
 * The plan does not include delivery (Basic): the paywall's own sentence for Standard and Premium features and the
 * way to the plans, as the account's address book shows it, in place of the request flow.
 */
export function DeliveryGate() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return (
    <div className="rounded-xl border border-dashed border-cyan-300 bg-cyan-50/60 p-5 text-center" data-testid="delivery-gate">
      <p className="text-base font-semibold text-slate-900">{gateMessage('upgradeRequiredTitle', language)}</p>
      <p className="mt-1 text-sm text-slate-700">{gateMessage('plusRequiredMessage', language)}</p>
      <Link to="/pricing" className={`${buttonClasses('primary')} mt-4`}>
        {gateMessage('viewPlans', language)}
      </Link>
    </div>
  );
}
