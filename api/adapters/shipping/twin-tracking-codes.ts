import { normalizeTrackingNumber } from '../../../shared/packages/carriers';
import type { ShippingCarrier } from './shipping-provider';

/**
 * Tracking codes of the local twin's labels: each carrier's own format and check digit, so the app detects the
 * carrier as it would on a real label, and a sender of ours in it (the USPS mailer id, the UPS shipper number, a
 * FedEx prefix) so the simulated tracking knows the parcel leaves the warehouse for the customer (decision 165).
 */
const USPS_MAILER_ID = '90331660';
const UPS_SHIPPER_NUMBER = '9MD331';
const FEDEX_PREFIX = '7733';

/** The carrier's service codes printed in the number (USPS service type, UPS service); FedEx's 12 digits have none. */
const USPS_SERVICE_PREFIX: Record<string, string> = { 'Ground Advantage': '940010', 'Priority Mail': '940550' };
const UPS_SERVICE_CODE: Record<string, string> = { Ground: '03', '2nd Day Air': '02' };

/** The value of a character in the carriers' mod 10 checks: a digit itself, a letter (A = 2, B = 3…) as UPS counts it. */
const valueOf = (character: string) => (/\d/.test(character) ? Number(character) : (character.charCodeAt(0) - 3) % 10);

/** USPS (IMpb) and UPS: positions 0, 2, 4… weigh `even`, the others `odd`; the check makes the sum a multiple of ten. */
function mod10Check(serial: string, even: number, odd: number): string {
  const sum = [...serial].reduce((total, character, index) => total + valueOf(character) * (index % 2 === 0 ? even : odd), 0);
  return String((10 - (sum % 10)) % 10);
}

/** FedEx Express's 12 digits: the first 11 weighed 3, 1, 7 in turn, the sum modulo 11 then 10. */
function fedexCheck(serial: string): string {
  const weights = [3, 1, 7];
  const sum = [...serial].reduce((total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 1), 0);
  return String((sum % 11) % 10);
}

/** FNV-1a: the same seed always gives the same digits. */
function digitsOf(seed: string, count: number): string {
  let digits = '';
  let hash = 0x811c9dc5;
  for (let round = 0; digits.length < count; round += 1) {
    const text = `${seed}:${round}`;
    for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
    digits += String(hash % 100_000).padStart(5, '0');
  }
  return digits.slice(0, count);
}

function codeFor(carrier: ShippingCarrier, service: string, packageDigits: string): string {
  if (carrier === 'USPS') {
    const serial = `${USPS_SERVICE_PREFIX[service] ?? '940010'}${USPS_MAILER_ID}${packageDigits.slice(0, 7)}`;
    return serial + mod10Check(serial, 3, 1);
  }
  if (carrier === 'UPS') {
    const serial = `${UPS_SHIPPER_NUMBER}${UPS_SERVICE_CODE[service] ?? '03'}${packageDigits.slice(0, 7)}`;
    return `1Z${serial}${mod10Check(serial, 1, 2)}`;
  }
  const serial = `${FEDEX_PREFIX}${packageDigits.slice(0, 7)}`;
  return serial + fedexCheck(serial);
}

/**
 * The tracking code of the label bought for this shipment with this carrier and service. Never one ending in 0000:
 * the simulated tracking sends those to an exception, and a label of the twin is one it follows to delivered.
 */
export function twinTrackingCode(carrier: ShippingCarrier, service: string, shipmentId: string): string {
  for (let attempt = 0; ; attempt += 1) {
    const code = codeFor(carrier, service, digitsOf(`${shipmentId}:${attempt}`, 7));
    if (!code.endsWith('0000')) return code;
  }
}

/** Whether a tracking number is on a label the twin sold: a parcel going out of the warehouse, not coming in. */
export function isTwinOutboundTrackingCode(trackingNumber: string): boolean {
  const number = normalizeTrackingNumber(trackingNumber);
  return (
    (/^\d{22}$/.test(number) && number.slice(6, 14) === USPS_MAILER_ID && number.startsWith('94')) ||
    (/^1Z[A-Z0-9]{16}$/.test(number) && number.slice(2, 8) === UPS_SHIPPER_NUMBER) ||
    (/^\d{12}$/.test(number) && number.startsWith(FEDEX_PREFIX))
  );
}
