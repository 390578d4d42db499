import { afterEach, describe, expect, it } from 'vitest';
import { nextOnboardingStep, previousOnboardingStep, useAccountDialogs } from './account-dialogs';

describe('onboarding steps', () => {
  afterEach(() => useAccountDialogs.getState().close());

  it('moves forward only below 4 and back only above 1', () => {
    expect(nextOnboardingStep(1)).toBe(2);
    expect(nextOnboardingStep(3)).toBe(4);
    expect(nextOnboardingStep(4)).toBe(4);
    expect(previousOnboardingStep(2)).toBe(1);
    expect(previousOnboardingStep(1)).toBe(1);
  });

  it('opens at a step with a plan, and closing resets to step 1', () => {
    const dialogs = useAccountDialogs.getState();
    dialogs.openOnboarding(2, 'premium');
    expect(useAccountDialogs.getState()).toMatchObject({ active: 'register', onboardingStep: 2, selectedPlanId: 'premium' });
    useAccountDialogs.getState().nextStep();
    expect(useAccountDialogs.getState().onboardingStep).toBe(3);
    useAccountDialogs.getState().close();
    expect(useAccountDialogs.getState()).toMatchObject({ active: null, onboardingStep: 1, selectedPlanId: 'premium' });
  });

  it('opens registration at step 1, keeping the remembered plan unless a new one is given', () => {
    useAccountDialogs.getState().openOnboarding(3, 'basico');
    useAccountDialogs.getState().openRegister();
    expect(useAccountDialogs.getState()).toMatchObject({ onboardingStep: 1, selectedPlanId: 'basico' });
    useAccountDialogs.getState().openRegister('estandar');
    expect(useAccountDialogs.getState().selectedPlanId).toBe('estandar');
  });
});
