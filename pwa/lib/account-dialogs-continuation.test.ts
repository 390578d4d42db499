import { afterEach, describe, expect, it } from 'vitest';
import { emailFromHash } from '@/features/email-verification/hooks/use-verification-query';
import { useAccountDialogs } from './account-dialogs';

const reset = () => useAccountDialogs.setState({ active: null, planChosen: false, continueOnboarding: false, loginEmail: '', linkSignIn: false });

describe('onboarding continues after the verification link (decision 122)', () => {
  afterEach(reset);

  it('opens the login filled in with the verified address, or confirming the session the link opened', () => {
    useAccountDialogs.getState().openVerifiedLogin('ana@example.com', false);
    expect(useAccountDialogs.getState()).toMatchObject({ active: 'login', loginEmail: 'ana@example.com', linkSignIn: false, continueOnboarding: true });
    useAccountDialogs.getState().openVerifiedLogin('', true);
    expect(useAccountDialogs.getState()).toMatchObject({ active: 'login', linkSignIn: true });
    useAccountDialogs.getState().close();
    expect(useAccountDialogs.getState().linkSignIn).toBe(false);
  });

  it('a plain login starts empty and does not continue onboarding', () => {
    useAccountDialogs.getState().openVerifiedLogin('ana@example.com', false);
    useAccountDialogs.getState().takeOnboardingContinuation();
    useAccountDialogs.getState().openLogin();
    expect(useAccountDialogs.getState()).toMatchObject({ loginEmail: '', linkSignIn: false });
    expect(useAccountDialogs.getState().takeOnboardingContinuation()).toBeNull();
  });

  it('continues once: at payment when a plan was chosen before signing up, else at the plan step', () => {
    useAccountDialogs.getState().openVerifiedLogin('', true);
    expect(useAccountDialogs.getState().takeOnboardingContinuation()).toBe(2);
    expect(useAccountDialogs.getState().takeOnboardingContinuation()).toBeNull();

    useAccountDialogs.getState().openRegister('premium');
    useAccountDialogs.getState().openVerifiedLogin('', true);
    expect(useAccountDialogs.getState().takeOnboardingContinuation()).toBe(3);
    expect(useAccountDialogs.getState().selectedPlanId).toBe('premium');
  });

  it('opening registration without a plan is not a choice', () => {
    useAccountDialogs.getState().openRegister();
    expect(useAccountDialogs.getState().planChosen).toBe(false);
    useAccountDialogs.getState().selectPlan('basico');
    expect(useAccountDialogs.getState().planChosen).toBe(true);
  });
});

describe('emailFromHash', () => {
  it('reads the address the link hands over in the fragment', () => {
    expect(emailFromHash('#email=ana%40example.com')).toBe('ana@example.com');
    expect(emailFromHash('')).toBe('');
    expect(emailFromHash('#other=1')).toBe('');
  });
});
