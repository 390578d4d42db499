import type { OnboardingStep } from '@/lib/account-dialogs';

/**
 * The step to show. Creating an account is for visitors only: a signed-in customer starts at
 * the plan step, and a visitor cannot reach the plan, payment or thank-you steps before signing
 * in (paying needs a verified account).
 */
export function visibleStep(step: OnboardingStep, signedIn: boolean): OnboardingStep {
  if (!signedIn) return 1;
  return step === 1 ? 2 : step;
}

/** Back is offered above step 1, but not to step 1 for a signed-in customer, nor from the thank-you step. */
export const canGoBack = (step: OnboardingStep, signedIn: boolean) => step === 3 || (step === 2 && !signedIn);

export const ONBOARDING_SIZES = { 1: 'lg', 2: 'xl', 3: 'xl', 4: 'md' } as const;
