import { create } from 'zustand';
import { DEFAULT_ONBOARDING_PLAN_ID, isOnboardingPlanId, type OnboardingPlanId } from '@shared/plans/plan-catalog';

/** 'register' is the four-step onboarding dialog; step 1 is the registration form. */
export type AccountDialog = 'login' | 'register' | 'email-sent' | 'verify';
export type VerifyVariant = 'unverified' | 'expired';

/** Onboarding: (1) create account, (2) choose plan, (3) payment, (4) thank you. */
export const ONBOARDING_STEPS = [1, 2, 3, 4] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const FIRST_ONBOARDING_STEP: OnboardingStep = 1;
export const LAST_ONBOARDING_STEP: OnboardingStep = 4;

/** Part 1 section 4: forward only while below 4. */
export const nextOnboardingStep = (step: OnboardingStep): OnboardingStep => (step < LAST_ONBOARDING_STEP ? ((step + 1) as OnboardingStep) : step);
/** Back only while above 1. */
export const previousOnboardingStep = (step: OnboardingStep): OnboardingStep =>
  step > FIRST_ONBOARDING_STEP ? ((step - 1) as OnboardingStep) : step;

/** The plan chosen on a pricing page survives the e-mail verification round trip (a new page load). */
const PLAN_STORAGE_KEY = 'onboarding_selected_plan';

function readStoredPlan(): OnboardingPlanId {
  try {
    const stored = globalThis.localStorage?.getItem(PLAN_STORAGE_KEY);
    return isOnboardingPlanId(stored) ? stored : DEFAULT_ONBOARDING_PLAN_ID;
  } catch {
    return DEFAULT_ONBOARDING_PLAN_ID;
  }
}

function storePlan(planId: OnboardingPlanId) {
  try {
    globalThis.localStorage?.setItem(PLAN_STORAGE_KEY, planId);
  } catch {
    // Private mode: the choice still holds for this page.
  }
}

interface AccountDialogsState {
  active: AccountDialog | null;
  /** The address the e-mail-sent and verification dialogs talk about. */
  email: string;
  verifyVariant: VerifyVariant;
  /** The plan a visitor chose before registering ('choose plan' buttons remember it for onboarding). */
  selectedPlanId: OnboardingPlanId;
  onboardingStep: OnboardingStep;
  openLogin: () => void;
  openRegister: (planId?: OnboardingPlanId) => void;
  /** Opens onboarding at a step, e.g. 2 (choose plan) for a signed-in customer without a plan. */
  openOnboarding: (step: OnboardingStep, planId?: OnboardingPlanId) => void;
  nextStep: () => void;
  previousStep: () => void;
  selectPlan: (planId: OnboardingPlanId) => void;
  openEmailSent: (email: string) => void;
  openVerify: (email: string, variant?: VerifyVariant) => void;
  /** Closes whatever is open; closing or finishing onboarding resets it to step 1. */
  close: () => void;
}

const remember = (planId: OnboardingPlanId | undefined, current: OnboardingPlanId) => {
  if (!planId) return current;
  storePlan(planId);
  return planId;
};

/** Which account dialog is open; shared so any page or button can open one. */
export const useAccountDialogs = create<AccountDialogsState>((set) => ({
  active: null,
  email: '',
  verifyVariant: 'unverified',
  selectedPlanId: readStoredPlan(),
  onboardingStep: FIRST_ONBOARDING_STEP,
  openLogin: () => set({ active: 'login', onboardingStep: FIRST_ONBOARDING_STEP }),
  openRegister: (planId) =>
    set((state) => ({ active: 'register', onboardingStep: FIRST_ONBOARDING_STEP, selectedPlanId: remember(planId, state.selectedPlanId) })),
  openOnboarding: (step, planId) =>
    set((state) => ({ active: 'register', onboardingStep: step, selectedPlanId: remember(planId, state.selectedPlanId) })),
  nextStep: () => set((state) => ({ onboardingStep: nextOnboardingStep(state.onboardingStep) })),
  previousStep: () => set((state) => ({ onboardingStep: previousOnboardingStep(state.onboardingStep) })),
  selectPlan: (planId) => set({ selectedPlanId: remember(planId, DEFAULT_ONBOARDING_PLAN_ID) }),
  openEmailSent: (email) => set({ active: 'email-sent', email, onboardingStep: FIRST_ONBOARDING_STEP }),
  openVerify: (email, variant = 'unverified') => set({ active: 'verify', email, verifyVariant: variant, onboardingStep: FIRST_ONBOARDING_STEP }),
  close: () => set({ active: null, onboardingStep: FIRST_ONBOARDING_STEP }),
}));
