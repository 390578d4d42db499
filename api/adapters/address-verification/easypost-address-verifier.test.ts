import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock';
import { AddressVerificationError, type AddressToVerify, type AddressVerifier } from './address-verifier';
import { createEasypostAddressVerifier, verdictOf } from './easypost-address-verifier';
import { easypostAddress, LOCAL_EASYPOST_ADDRESS_API_KEY, STANDIN_STREETS, startLocalEasypostAddressServer, type LocalEasypostAddressServer } from './local-easypost-address-server';

const address = (overrides: Partial<AddressToVerify> = {}): AddressToVerify => ({
  name: 'Ana Gómez',
  street1: '8350 NW 52nd Ter',
  street2: 'Apt 4',
  city: 'Doral',
  state: 'FL',
  zip: '33166',
  phone: '+13055550100',
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<AddressVerificationError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AddressVerificationError);
    return error as AddressVerificationError;
  }
  throw new Error('expected an AddressVerificationError');
}

describe('EasyPost address verification against a local EasyPost', () => {
  let server: LocalEasypostAddressServer;
  let verifier: AddressVerifier;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startLocalEasypostAddressServer();
    verifier = createEasypostAddressVerifier({ apiKey: LOCAL_EASYPOST_ADDRESS_API_KEY, baseUrl: server.baseUrl, timeoutMs: 500 }, clock.now);
  });
  afterAll(() => server.close());

  it('creates an Address with verify, the API key and a US country, and finds it as typed', async () => {
    const verdict = await verifier.verify(address());
    const sent = server.requests[server.requests.length - 1];
    expect(sent).toMatchObject({ method: 'POST', url: '/v2/addresses', authorization: `Basic ${Buffer.from(`${LOCAL_EASYPOST_ADDRESS_API_KEY}:`).toString('base64')}` });
    expect(sent?.body).toEqual({
      verify: true,
      address: { name: 'Ana Gómez', street1: '8350 NW 52nd Ter', street2: 'Apt 4', city: 'Doral', state: 'FL', zip: '33166', country: 'US', phone: '+13055550100' },
    });
    // EasyPost writes it back in capitals: the same address, nothing to correct.
    expect(verdict).toEqual({ deliverable: true, carrierAddressId: 'adr_3a2086e3bafa11eeb8d4ac1f6bc539ae', suggestion: null });
    expect(verifier.name).toBe('easypost');
  });

  it('sends no street2 when there is none', async () => {
    await verifier.verify(address({ street2: null }));
    expect((server.requests[server.requests.length - 1]?.body as { address: Record<string, unknown> }).address).not.toHaveProperty('street2');
  });

  it("suggests EasyPost's corrections, tidied out of capitals, keeping what it only shouted back", async () => {
    const verdict = await verifier.verify(address({ street1: STANDIN_STREETS.corrected, street2: 'Floor 5', city: 'San Francisco', state: 'CA', zip: '94104' }));
    expect(verdict).toEqual({
      deliverable: true,
      carrierAddressId: expect.stringMatching(/^adr_/),
      suggestion: { street1: '417 Montgomery St', street2: 'Fl 5', city: 'San Francisco', state: 'CA', zip: '94104-1129' },
    });
  });

  it("reads a failed delivery verification as undeliverable, with EasyPost's fields and words", async () => {
    expect(await verifier.verify(address({ street1: STANDIN_STREETS.notFound }))).toEqual({
      deliverable: false,
      reasons: [
        { field: 'address', message: 'Address not found' },
        { field: 'street1', message: 'House number is missing' },
      ],
    });
  });

  it("reads verify_strict's 422 ADDRESS.VERIFY.FAILURE as undeliverable too", async () => {
    expect(await verifier.verify(address({ street1: STANDIN_STREETS.strictFailure }))).toMatchObject({ deliverable: false, reasons: [{ field: 'address', message: 'Address not found' }, { field: 'street1' }] });
  });

  it('answers a 429 as rate limited with the wait EasyPost asked for', async () => {
    const error = await failure(verifier.verify(address({ street1: STANDIN_STREETS.rateLimited })));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 7 });
    expect(error.message).toContain('429');
  });

  it.each([STANDIN_STREETS.serverError, STANDIN_STREETS.badGateway, STANDIN_STREETS.notAnAddress])('answers %s as unavailable', async (street1) => {
    expect((await failure(verifier.verify(address({ street1 })))).kind).toBe('unavailable');
  });

  it('gives up on a slow answer after its timeout as unavailable', async () => {
    const started = Date.now();
    expect((await failure(verifier.verify(address({ street1: STANDIN_STREETS.slow })))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('answers unavailable for a refused API key or an unreachable server, never undeliverable', async () => {
    const wrongKey = createEasypostAddressVerifier({ apiKey: 'EZTK_wrong', baseUrl: server.baseUrl, timeoutMs: 500 });
    expect((await failure(wrongKey.verify(address()))).message).toContain('401');
    const nowhere = createEasypostAddressVerifier({ apiKey: LOCAL_EASYPOST_ADDRESS_API_KEY, baseUrl: 'http://127.0.0.1:9/v2/', timeoutMs: 500 });
    const unreachable = await failure(nowhere.verify(address()));
    expect(unreachable).toMatchObject({ kind: 'unavailable' });
    expect(unreachable.message).toContain('ECONNREFUSED');
  });
});

describe('EasyPost answers the local EasyPost never gives', () => {
  const clock = createTestClock();

  async function answering(status: number, body: string, headers: Record<string, string> = {}) {
    const server = createServer((_request, response) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const verifier = createEasypostAddressVerifier({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}/v2/`, timeoutMs: 2_000 }, clock.now);
    try {
      return await verifier.verify(address());
    } catch (error) {
      return error;
    } finally {
      server.close();
    }
  }

  it('reads a Retry-After given as an HTTP date, and a 429 without one as no wait given', async () => {
    const body = JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests', errors: [] } });
    expect(await answering(429, body, { 'retry-after': new Date(clock.now().getTime() + 30_000).toUTCString() })).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 30 });
    expect(await answering(429, body)).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: null });
  });

  it('reads a 400 about the address as undeliverable, its string errors kept', async () => {
    const body = JSON.stringify({ error: { code: 'ADDRESS.VERIFY.FAILURE', message: 'Unable to verify address.', errors: ['Invalid city'] } });
    expect(await answering(400, body)).toEqual({ deliverable: false, reasons: [{ field: 'address', message: 'Invalid city' }] });
  });

  it('answers unavailable for a 422 without an error body, and for 403 and 404', async () => {
    for (const [status, body] of [[422, '{}'], [403, JSON.stringify({ error: { code: 'FORBIDDEN', message: 'No', errors: [] } })], [404, '{"error":{"code":"NOT_FOUND","message":"x","errors":[]}}']] as const) {
      expect(await answering(status, body)).toMatchObject({ kind: 'unavailable' });
    }
  });
});

describe("reading EasyPost's Address", () => {
  const typed = { street1: '8350 NW 52nd Ter', street2: null, city: 'Doral', state: 'FL', zip: '33166' };

  it('suggests only what changed: a ZIP+4 alone keeps the typed street and city', () => {
    expect(verdictOf(easypostAddress({ ...typed, street2: undefined, zip: '33166-6512' }), typed)).toMatchObject({ suggestion: { ...typed, zip: '33166-6512' } });
  });

  it('suggests a unit EasyPost moved to street2', () => {
    const verdict = verdictOf(easypostAddress({ ...typed, street1: '8350 NW 52ND TER', street2: 'APT 4' }), { ...typed, street1: '8350 NW 52nd Ter Apt 4' });
    expect(verdict).toMatchObject({ suggestion: { street1: '8350 NW 52nd Ter', street2: 'Apt 4' } });
  });

  it('reads an Address without its delivery verification as unavailable', () => {
    expect(() => verdictOf(easypostAddress({ ...typed, street2: undefined }, { verifications: {} }), typed)).toThrow(AddressVerificationError);
  });
});
