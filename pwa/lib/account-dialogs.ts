import { create } from 'zustand';
import { DEFAULT_ONBOARDING_PLAN_ID, type OnboardingPlanId } from '@shared/plans/plan-catalog';

export type AccountDialog = 'login' | 'register' | 'email-sent' | 'verify';
export type VerifyVariant = 'unverified' | 'expired';

interface AccountDialogsState {
  active: AccountDialog | null;
  /** The address the e-mail-sent and verification dialogs talk about. */
  email: string;
  verifyVariant: VerifyVariant;
  /** The plan a visitor chose before registering ('choose plan' buttons remember it for onboarding). */
  selectedPlanId: OnboardingPlanId;
  openLogin: () => void;
  openRegister: (planId?: OnboardingPlanId) => void;
  selectPlan: (planId: OnboardingPlanId) => void;
  openEmailSent: (email: string) => void;
  openVerify: (email: string, variant?: VerifyVariant) => void;
  close: () => void;
}

/** Which account dialog is open; shared so any page or button can open one. */
export const useAccountDialogs = create<AccountDialogsState>((set) => ({
  active: null,
  email: '',
  verifyVariant: 'unverified',
  selectedPlanId: DEFAULT_ONBOARDING_PLAN_ID,
  openLogin: () => set({ active: 'login' }),
  openRegister: (planId) => set((state) => ({ active: 'register', selectedPlanId: planId ?? state.selectedPlanId })),
  selectPlan: (planId) => set({ selectedPlanId: planId }),
  openEmailSent: (email) => set({ active: 'email-sent', email }),
  openVerify: (email, variant = 'unverified') => set({ active: 'verify', email, verifyVariant: variant }),
  close: () => set({ active: null }),
}));
