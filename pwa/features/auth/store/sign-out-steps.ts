/** A step that must run while the session still proves who is signing out (e.g. forgetting this device's alerts). */
export type SignOutStep = () => Promise<unknown>;

/** The longest a sign-out waits for its steps: an unreachable server never keeps the user signed in. */
export const SIGN_OUT_STEPS_TIMEOUT_MS = 3000;

const steps = new Set<SignOutStep>();

/** Registered by the app layer (features do not know each other); returns the removal. */
export function addSignOutStep(step: SignOutStep): () => void {
  steps.add(step);
  return () => void steps.delete(step);
}

export async function runSignOutSteps(timeoutMs = SIGN_OUT_STEPS_TIMEOUT_MS): Promise<void> {
  const all = Promise.all([...steps].map((step) => step().catch(() => undefined)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([all, timeout]);
  clearTimeout(timer);
}
