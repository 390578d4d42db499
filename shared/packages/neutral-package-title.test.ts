import { describe, expect, it } from 'vitest';
import { neutralPackageTitle } from './neutral-package-title';

describe('neutralPackageTitle', () => {
  it("names the carrier and the number's last four characters in the owner's language", () => {
    expect(neutralPackageTitle('1Z999AA10123456784', 'ups', 'es')).toBe('Paquete UPS terminado en 6784');
    expect(neutralPackageTitle('1Z999AA10123456784', 'ups', 'en')).toBe('UPS package ending 6784');
    expect(neutralPackageTitle('9400111899223100012345', 'usps', 'es')).toBe('Paquete USPS terminado en 2345');
  });

  it('leaves the carrier out when it is unknown or a postal item', () => {
    expect(neutralPackageTitle('ABCDEF123', null, 'es')).toBe('Paquete terminado en F123');
    expect(neutralPackageTitle('ABCDEF123', null, 'en')).toBe('Package ending F123');
    expect(neutralPackageTitle('RB123456785CN', 's10', 'en')).toBe('Package ending 85CN');
  });
});
