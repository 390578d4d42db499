import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import type { OnboardingStep } from '@/lib/account-dialogs';
import { ONBOARDING_SIZES } from '../model/visible-step';
import { StepIndicator } from './step-indicator';

const TITLE_KEYS = { 1: 'registration.title', 2: 'onboarding.plan.title', 3: 'onboarding.payment.title', 4: 'onboarding.done.title' } as const;
const DESCRIPTION_KEYS = {
  1: 'registration.description',
  2: 'onboarding.plan.description',
  3: 'onboarding.payment.description',
  4: 'onboarding.done.description',
} as const;

interface OnboardingDialogShellProps {
  open: boolean;
  step: OnboardingStep;
  onOpenChange: (open: boolean) => void;
  onBack?: () => void;
  children: ReactNode;
}

/** The four-step onboarding dialog frame, wider for the plan and payment steps. */
export function OnboardingDialogShell({ open, step, onOpenChange, onBack, children }: OnboardingDialogShellProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(TITLE_KEYS[step])}
      description={t(DESCRIPTION_KEYS[step])}
      size={ONBOARDING_SIZES[step]}
      testId="onboarding-dialog"
    >
      <StepIndicator step={step} />
      {onBack && (
        <Button variant="link" className="mb-4" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
      )}
      {children}
    </AppDialog>
  );
}
