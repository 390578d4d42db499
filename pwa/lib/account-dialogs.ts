import { create } from 'zustand';

export type AccountDialog = 'login' | 'register' | 'email-sent' | 'verify';
export type VerifyVariant = 'unverified' | 'expired';

interface AccountDialogsState {
  active: AccountDialog | null;
  /** The address the e-mail-sent and verification dialogs talk about. */
  email: string;
  verifyVariant: VerifyVariant;
  openLogin: () => void;
  openRegister: () => void;
  openEmailSent: (email: string) => void;
  openVerify: (email: string, variant?: VerifyVariant) => void;
  close: () => void;
}

/** Which account dialog is open; shared so any page or button can open one. */
export const useAccountDialogs = create<AccountDialogsState>((set) => ({
  active: null,
  email: '',
  verifyVariant: 'unverified',
  openLogin: () => set({ active: 'login' }),
  openRegister: () => set({ active: 'register' }),
  openEmailSent: (email) => set({ active: 'email-sent', email }),
  openVerify: (email, variant = 'unverified') => set({ active: 'verify', email, verifyVariant: variant }),
  close: () => set({ active: null }),
}));
