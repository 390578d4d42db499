import { create } from 'zustand';

interface HeldDataStatus {
  /** Whose held data is being (or was) restored; null while nobody's is. */
  owner: string | null;
  /** The owner's held data is in the query cache (or there was none): screens may read now. */
  done: boolean;
  restoring: (owner: string) => void;
  restored: (owner: string) => void;
  forget: (owner: string) => void;
}

/**
 * Whether the signed-in user's data held on the device is back in the query cache. Screens that would
 * otherwise ask the network first wait for it, so a network failure never beats the restore to the screen.
 */
export const useHeldDataStatus = create<HeldDataStatus>()((set, get) => ({
  owner: null,
  done: false,
  restoring: (owner) => set({ owner, done: false }),
  restored: (owner) => {
    if (get().owner === owner) set({ done: true });
  },
  forget: (owner) => {
    if (get().owner === owner) set({ owner: null, done: false });
  },
}));

/** True once `owner`'s held data has been restored (or found missing). */
export const isHeldDataRestored = (state: Pick<HeldDataStatus, 'owner' | 'done'>, owner: string) => state.owner === owner && state.done;
