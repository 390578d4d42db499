import type { Dropin } from 'braintree-web-drop-in';

/** Part 1 section 4: the hosted card form starts 200 ms after the step opens. */
export const DROP_IN_INIT_DELAY_MS = 200;

// The one Drop-in of the page (a global single-instance guard): a second request for the same
// container gets the same instance; a request for another container first tears the old one down.
let current: { container: HTMLElement; instance: Promise<Dropin> } | null = null;

/** Creates (once) the Drop-in UI with the spec's settings; the library is fetched on first use only. */
export function createDropIn(container: HTMLElement, authorization: string, language: 'es' | 'en'): Promise<Dropin> {
  if (current?.container === container) return current.instance;
  const previous = current ? teardownDropIn() : Promise.resolve();
  const instance = previous.then(async () => {
    const module = await import('braintree-web-drop-in');
    const dropin = (module as unknown as { default?: typeof module }).default ?? module;
    return dropin.create({
      authorization,
      container,
      locale: language === 'en' ? 'en_US' : 'es_ES',
      paymentOptionPriority: ['card'],
      card: { cardholderName: { required: true } },
      vaultManager: true,
      preselectVaultedPaymentMethod: true,
    });
  });
  const entry = { container, instance };
  current = entry;
  instance.catch(() => {
    if (current === entry) current = null;
  });
  return instance;
}

/** Tears the Drop-in down when the payment step is left. */
export async function teardownDropIn(): Promise<void> {
  const entry = current;
  current = null;
  if (!entry) return;
  try {
    await (await entry.instance).teardown();
  } catch {
    // It never started, or is gone already.
  }
}
