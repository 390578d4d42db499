import { getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import type { PhoneCountry } from '@shared/phone/phone-rules';

/** A mobile number of the country as people there write it (AR: 011 15-2345-6789). */
export const exampleNumberOf = (country: PhoneCountry) => getExampleNumber(country, examples)?.formatNational() ?? '';
