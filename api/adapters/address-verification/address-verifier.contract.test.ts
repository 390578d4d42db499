import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock';
import type { AddressToVerify, AddressVerifier } from './address-verifier';
import { createAddressVerifier } from './create-address-verifier';
import { LOCAL_EASYPOST_ADDRESS_API_KEY, STANDIN_STREETS, startLocalEasypostAddressServer, type LocalEasypostAddressServer } from './local-easypost-address-server';

interface Subject {
  verifier: AddressVerifier;
  found: AddressToVerify;
  corrected: AddressToVerify;
  notFound: AddressToVerify;
}

const base: AddressToVerify = { name: 'Ana Gómez', street1: '8350 NW 52nd Ter', street2: null, city: 'Doral', state: 'FL', zip: '33166', phone: '+13055550100' };
const clock = createTestClock();
let server: LocalEasypostAddressServer;
beforeAll(async () => {
  server = await startLocalEasypostAddressServer();
});
afterAll(() => server.close());

const subjects: Record<'local' | 'easypost', () => Subject> = {
  local: () => ({
    verifier: createAddressVerifier({ adapter: 'local' }, clock.now),
    found: base,
    corrected: { ...base, street1: '1601 Collins Avenue', city: 'Miami Beach', zip: '33139' },
    notFound: { ...base, street1: '123 Nowhere Ln' },
  }),
  easypost: () => ({
    verifier: createAddressVerifier({ adapter: 'easypost', easypostApiKey: LOCAL_EASYPOST_ADDRESS_API_KEY, easypostBaseUrl: server.baseUrl }, clock.now),
    found: base,
    corrected: { ...base, street1: STANDIN_STREETS.corrected, city: 'San Francisco', state: 'CA', zip: '94104' },
    notFound: { ...base, street1: STANDIN_STREETS.notFound },
  }),
};

describe.each(['local', 'easypost'] as const)('address verifier contract: %s', (name) => {
  it('is named after its adapter', () => {
    expect(subjects[name]().verifier.name).toBe(name);
  });

  it('finds an address as typed, with a carrier id and nothing to correct', async () => {
    const { verifier, found } = subjects[name]();
    expect(await verifier.verify(found)).toEqual({ deliverable: true, carrierAddressId: expect.stringMatching(/^adr_/), suggestion: null });
  });

  it('suggests a correction of the correctable fields, with a ZIP+4', async () => {
    const { verifier, corrected } = subjects[name]();
    const verdict = await verifier.verify(corrected);
    if (!verdict.deliverable) throw new Error('expected it found');
    expect(Object.keys(verdict.suggestion ?? {}).sort()).toEqual(['city', 'state', 'street1', 'street2', 'zip']);
    expect(verdict.suggestion?.zip).toMatch(/^\d{5}-\d{4}$/);
    expect(verdict.suggestion?.street1).not.toBe(corrected.street1);
  });

  it('cannot find an address that does not exist, blaming a field or the whole', async () => {
    const { verifier, notFound } = subjects[name]();
    const verdict = await verifier.verify(notFound);
    expect(verdict.deliverable).toBe(false);
    if (verdict.deliverable) return;
    expect(verdict.reasons.length).toBeGreaterThan(0);
    for (const reason of verdict.reasons) {
      expect(['address', 'street1', 'street2', 'city', 'state', 'zip']).toContain(reason.field);
      expect(reason.message.trim()).not.toBe('');
    }
  });
});
