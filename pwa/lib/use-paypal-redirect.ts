import { useEffect, useRef, useState } from 'react';
import type { PaypalOrder } from '@shared/payments/paypal-order-schema';
import { AttemptKeys } from '@/lib/attempt-keys';

/** How a refused order reads to the customer, and whether it may be the same attempt again (no answer arrived). */
export interface PaypalRedirectRefusal<Failure> {
  failure: Failure;
  sameAttempt: boolean;
}

/** Failed: the customer stays where they tapped, reading the failure. */
export type PaypalRedirectStart<Failure extends object> = { ok: true } | ({ ok: false } & Failure);

interface PaypalRedirectOptions<Request, Failure extends object> {
  /** Creates the order (reserving what it pays for) under the attempt's Idempotency-Key. */
  createOrder: (request: Request, idempotencyKey: string) => Promise<{ order: Pick<PaypalOrder, 'links'> }>;
  /** What makes two requests the same attempt. */
  attemptOf: (request: Request) => unknown;
  /** An order that came without PayPal's approval link. */
  noApproveLink: () => Failure;
  refused: (error: unknown) => Promise<PaypalRedirectRefusal<Failure>>;
}

/**
 * Creates a PayPal order and sends the browser to PayPal to approve it; PayPal sends it back to the return or cancel
 * page. The Idempotency-Key is kept while the outcome is unknown, and after the order came: back from PayPal through
 * the browser's history, the same key gives the same order again. A refusal starts a new attempt.
 */
export function usePaypalRedirect<Request, Failure extends object>({ createOrder, attemptOf, noApproveLink, refused }: PaypalRedirectOptions<Request, Failure>) {
  const attempts = useRef(new AttemptKeys());
  // From the tap until the browser has left for PayPal (or a refusal came back).
  const [opening, setOpening] = useState(false);

  // The page shown again from the browser's memory (Back at PayPal): the button is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setOpening(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (request: Request): Promise<PaypalRedirectStart<Failure>> => {
    setOpening(true);
    try {
      const { order } = await createOrder(request, attempts.current.keyFor(JSON.stringify(attemptOf(request))));
      const { approveLinkOf } = await import('@shared/payments/paypal-order-schema');
      const approveUrl = approveLinkOf(order);
      if (!approveUrl) {
        attempts.current.settle();
        setOpening(false);
        return { ok: false, ...noApproveLink() };
      }
      window.location.assign(approveUrl);
      return { ok: true };
    } catch (error) {
      const { failure, sameAttempt } = await refused(error);
      if (!sameAttempt) attempts.current.settle();
      setOpening(false);
      return { ok: false, ...failure };
    }
  };

  return { start, busy: opening };
}
