import { SIMULATED_EXCEPTION_SUFFIX } from '../../api/adapters/tracking/simulated-tracking-provider';
import { detectCarrier } from '../../shared/packages/carriers';

// A customer's package numbers are unique: seven digits from the run's start time and a count of the numbers made.
const runStart = (Math.floor(Date.now() / 1000) % 10_000) * 1000;
let made = 0;
const serial = () => String(runStart + (made++ % 1000)).padStart(7, '0');

/** A UPS number with a valid check digit ("1Z", shipper, service, serial, check), so the app detects its carrier. */
export function uniqueUpsNumber(): string {
  const body = `1ZMD7E2103${serial()}`;
  for (let check = 0; check <= 9; check += 1) {
    const number = `${body}${check}`;
    if (detectCarrier(number).carrier !== 'ups') continue;
    // A serial ending in 000 with the check digit 0 would be a parcel the simulated carrier loses: take the next one.
    return number.endsWith(SIMULATED_EXCEPTION_SUFFIX) ? uniqueUpsNumber() : number;
  }
  throw new Error(`no check digit makes ${body} a UPS number`);
}

/** A well-formed number no carrier's format fits: the app asks the customer to choose the carrier. */
export function uniqueUnknownNumber(): string {
  const number = `MDX${serial()}Q`;
  if (detectCarrier(number).candidates.length > 0) throw new Error(`${number} fits a carrier's format`);
  return number;
}
