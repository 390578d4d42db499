import { useState } from 'react';
import type { DeliveryAddress } from '@shared/addresses/delivery-address-schema';
import type { DeliveryAnswer, DeliveryQuote } from '@shared/deliveries/delivery-schema';
import type { Package } from '@shared/packages/package-schema';
import { useConnectivity } from '@/lib/connectivity';
import { useChargedCard } from '../hooks/use-charged-card';
import { useDeliveryQuote } from '../hooks/use-delivery-quote';
import { usePayDelivery } from '../hooks/use-pay-delivery';
import { usePaypalDelivery } from '../hooks/use-paypal-delivery';
import { defaultAddressId } from '../model/address-choice';
import { rateToKeep } from '../model/pay-refusal';
import { selectionProblems } from '../model/selection-problems';
import type { DeliveryLinks } from './delivery-links';
import { DeliveryRatesStep, type PayFailure } from './delivery-rates-step';
import { DeliverySelectionStep } from './delivery-selection-step';

interface DeliveryRequestProps {
  /** The packages that can be chosen, and how many received ones an open delivery holds. */
  packages: readonly Package[];
  heldCount: number;
  addresses: readonly DeliveryAddress[];
  links: DeliveryLinks;
  onPaid: (answer: DeliveryAnswer) => void;
}

/** Choose the packages and the address, see the rates, pay one on the default card or with PayPal. */
export function DeliveryRequest({ packages, heldCount, addresses, links, onPaid }: DeliveryRequestProps) {
  const offline = useConnectivity((state) => state.status === 'unreachable');
  const [packageIds, setPackageIds] = useState<number[]>([]);
  const [addressId, setAddressId] = useState<number | null>(() => defaultAddressId(addresses));
  const [submitted, setSubmitted] = useState(false);
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  const [rateId, setRateId] = useState<string | null>(null);
  const [quoteFailure, setQuoteFailure] = useState<string | null>(null);
  const [payFailure, setPayFailure] = useState<PayFailure | null>(null);
  const { requestQuote, busy: quoting } = useDeliveryQuote();
  const { pay, busy: paying } = usePayDelivery();
  const { start: startPaypal, busy: openingPaypal } = usePaypalDelivery();
  const charged = useChargedCard();
  const problems = selectionProblems(packageIds, addressId);

  const seeRates = async () => {
    setSubmitted(true);
    if (problems || addressId === null) return;
    setQuoteFailure(null);
    const outcome = await requestQuote({ package_ids: packageIds, address_id: addressId });
    if (!outcome.ok) return setQuoteFailure(outcome.message);
    setQuote(outcome.quote);
    setRateId(rateToKeep(outcome.quote, null));
    setPayFailure(null);
  };

  const askAgain = async () => {
    if (!quote) return;
    const previous = quote.rates.find((rate) => rate.rate_id === rateId) ?? null;
    const outcome = await requestQuote({ package_ids: quote.packages.map((pkg) => pkg.id), address_id: quote.address_id });
    if (!outcome.ok) return setPayFailure({ message: outcome.message, refusal: 'askAgain' });
    setQuote(outcome.quote);
    setRateId(rateToKeep(outcome.quote, previous));
    setPayFailure(null);
  };

  const payRate = async () => {
    if (!quote || !rateId) return;
    setPayFailure(null);
    const outcome = await pay({ quote_id: quote.quote_id, rate_id: rateId });
    if (outcome.ok) onPaid(outcome.answer);
    else setPayFailure(outcome);
  };

  // Created, the browser is on its way to PayPal: the return page confirms the payment.
  const payWithPaypal = async () => {
    if (!quote || !rateId) return;
    setPayFailure(null);
    const outcome = await startPaypal({ quote_id: quote.quote_id, rate_id: rateId });
    if (!outcome.ok) setPayFailure(outcome);
  };

  if (quote) {
    return (
      <DeliveryRatesStep
        quote={quote}
        rateId={rateId}
        onRateChange={(next) => {
          setRateId(next);
          setPayFailure(null);
        }}
        onChange={() => {
          setQuote(null);
          setPayFailure(null);
        }}
        onAskAgain={() => void askAgain()}
        asking={quoting}
        charged={charged}
        onPay={() => void payRate()}
        paying={paying}
        onPaypal={() => void payWithPaypal()}
        openingPaypal={openingPaypal}
        payFailure={payFailure}
        offline={offline}
        links={links}
      />
    );
  }
  return (
    <DeliverySelectionStep
      packages={packages}
      heldCount={heldCount}
      addresses={addresses}
      packageIds={packageIds}
      onPackagesChange={setPackageIds}
      addressId={addressId}
      onAddressChange={setAddressId}
      problems={submitted ? problems : null}
      quoteFailure={quoteFailure}
      quoting={quoting}
      offline={offline}
      addressesHref={links.addresses}
      onSeeRates={() => void seeRates()}
    />
  );
}
