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

/** The sign-up page's query naming the plan a visitor chose on a pricing page (`?plan=plus`). */
export const PLAN_QUERY = 'plan';

/** The plan chosen on a pricing page survives the e-mail verification round trip (a new page load). */
const PLAN_STORAGE_KEY = 'onboarding_selected_plan';

function readStoredPlan(): OnboardingPlanId | null {
  try {
    const stored = globalThis.localStorage?.getItem(PLAN_STORAGE_KEY);
    return isOnboardingPlanId(stored) ? stored : null;
  } catch {
    return null;
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
  /** A plan was chosen on purpose (a pricing page, the plan step), not just the default. */
  planChosen: boolean;
  /** The address the login form starts with (the verification link's). */
  loginEmail: string;
  /** The verification link signed this browser in: the login dialog confirms the session instead of asking. */
  linkSignIn: boolean;
  /** Just verified: the dashboard continues onboarding (docs/decisions/122). */
  continueOnboarding: boolean;
  openLogin: () => void;
  /** The login after the verification link: signed in already, or filled in with the verified address. */
  openVerifiedLogin: (email: string, signedIn: boolean) => void;
  /** The onboarding step to continue at once after verification (payment when a plan was chosen), or null; asked once. */
  takeOnboardingContinuation: () => OnboardingStep | null;
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

const chosen = (planId: OnboardingPlanId | undefined, state: { selectedPlanId: OnboardingPlanId; planChosen: boolean }) => ({
  selectedPlanId: remember(planId, state.selectedPlanId),
  planChosen: state.planChosen || planId !== undefined,
});

const storedPlan = readStoredPlan();

/** Which account dialog is open; shared so any page or button can open one. */
export const useAccountDialogs = create<AccountDialogsState>((set, get) => ({
  active: null,
  email: '',
  verifyVariant: 'unverified',
  selectedPlanId: storedPlan ?? DEFAULT_ONBOARDING_PLAN_ID,
  planChosen: storedPlan !== null,
  onboardingStep: FIRST_ONBOARDING_STEP,
  loginEmail: '',
  linkSignIn: false,
  continueOnboarding: false,
  openLogin: () => set({ active: 'login', onboardingStep: FIRST_ONBOARDING_STEP, loginEmail: '', linkSignIn: false }),
  openVerifiedLogin: (email, signedIn) =>
    set({ active: 'login', onboardingStep: FIRST_ONBOARDING_STEP, loginEmail: email, linkSignIn: signedIn, continueOnboarding: true }),
  takeOnboardingContinuation: () => {
    if (!get().continueOnboarding) return null;
    set({ continueOnboarding: false });
    return get().planChosen ? 3 : 2;
  },
  openRegister: (planId) => set((state) => ({ active: 'register', onboardingStep: FIRST_ONBOARDING_STEP, ...chosen(planId, state) })),
  openOnboarding: (step, planId) => set((state) => ({ active: 'register', onboardingStep: step, ...chosen(planId, state) })),
  nextStep: () => set((state) => ({ onboardingStep: nextOnboardingStep(state.onboardingStep) })),
  previousStep: () => set((state) => ({ onboardingStep: previousOnboardingStep(state.onboardingStep) })),
  selectPlan: (planId) => set({ selectedPlanId: remember(planId, DEFAULT_ONBOARDING_PLAN_ID), planChosen: true }),
  openEmailSent: (email) => set({ active: 'email-sent', email, onboardingStep: FIRST_ONBOARDING_STEP }),
  openVerify: (email, variant = 'unverified') => set({ active: 'verify', email, verifyVariant: variant, onboardingStep: FIRST_ONBOARDING_STEP }),
  close: () => set({ active: null, onboardingStep: FIRST_ONBOARDING_STEP, linkSignIn: false }),
}));
