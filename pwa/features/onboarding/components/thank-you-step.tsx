import { useTranslation } from 'react-i18next';
import type { Plan } from '@shared/plans/plan-catalog';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** What the plan's date means (decision 121): a card plan renews on it; PayPal's one-time access ends on it. */
export interface ThankYouRenewal {
  kind: 'renews' | 'ends';
  /** Already formatted as a long date. */
  date: string;
}

interface ThankYouStepProps {
  plan: Plan;
  /** Null when the answer had no date. */
  renewal: ThankYouRenewal | null;
  busy: boolean;
  onGoToDashboard: () => void;
  onContinueBrowsing: () => void;
}

/**
 * Step 4, the end of both the card and the PayPal path: payment done, the plan active with its renewal or end date,
 * and 'Ir a mi Panel de Usuario'.
 */
export function ThankYouStep({ plan, renewal, busy, onGoToDashboard, onContinueBrowsing }: ThankYouStepProps) {
  const { t, i18n } = useTranslation();
  const name = plan.names[i18n.resolvedLanguage === 'en' ? 'en' : 'es'];
  return (
    <div className="space-y-5 text-center">
      <div aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
        ✓
      </div>
      <Notice tone="success" title={t('onboarding.done.paid')}>
        {t('onboarding.done.paidMessage')}
      </Notice>
      <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
        <dt className="text-slate-600">{t('onboarding.done.plan')}</dt>
        <dd className="font-semibold text-slate-900" data-testid="thank-you-plan">{t('onboarding.done.planActive', { plan: name })}</dd>
        {renewal && (
          <>
            <dt className="text-slate-600">{t(renewal.kind === 'renews' ? 'onboarding.done.renewsOn' : 'onboarding.done.accessUntil')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="thank-you-expiry">{renewal.date}</dd>
          </>
        )}
      </dl>
      {renewal && (
        <p className="text-sm text-slate-600" data-testid="thank-you-renewal-note">
          {t(renewal.kind === 'renews' ? 'onboarding.done.renewsNote' : 'onboarding.done.oneTimeNote')}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('onboarding.done.storageReminder', { days: plan.storageDays })}</p>
      <div className="flex flex-col gap-2">
        <Button size="lg" onClick={onGoToDashboard} busy={busy}>
          {t('onboarding.done.goToDashboard')}
        </Button>
        <Button variant="ghost" onClick={onContinueBrowsing} disabled={busy}>
          {t('onboarding.done.continueBrowsing')}
        </Button>
      </div>
    </div>
  );
}
