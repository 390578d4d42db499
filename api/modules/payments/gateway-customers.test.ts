import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerInput } from '../../adapters/payments/payment-gateway';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureGatewayCustomer } from './gateway-customers';

describe('the card gateway customer created for a user', () => {
  let testApp: TestApp;
  let asked: CustomerInput[];
  beforeEach(async () => {
    asked = [];
    testApp = await createTestApp({
      payments: (local) => ({
        ...local,
        createCustomer: (input) => {
          asked.push(input);
          return local.createCustomer(input);
        },
      }),
    });
  });
  afterEach(() => testApp.close());

  const user = async (phone: string) => ({ ...(await createUser(testApp, { email: 'ana@example.com', firstName: 'Ana' })).user, lastName: 'Pérez', phone });

  it('carries the phone on the account', async () => {
    await ensureGatewayCustomer(testApp.deps, await user('+13055550100'));
    expect(asked).toEqual([{ email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez', phone: '+13055550100' }]);
  });

  it('carries the phone and e-mail given at checkout rather than those on the account', async () => {
    await ensureGatewayCustomer(testApp.deps, await user('+13055550100'), { email: 'billing@example.com', phone: '+5491122334455' });
    expect(asked).toEqual([{ email: 'billing@example.com', firstName: 'Ana', lastName: 'Pérez', phone: '+5491122334455' }]);
  });

  it('carries the phone given at checkout for an account without one', async () => {
    await ensureGatewayCustomer(testApp.deps, await user(''), { phone: '+5491122334455' });
    expect(asked).toEqual([{ email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez', phone: '+5491122334455' }]);
  });

  it('sends no phone at all when there is none (never an empty one)', async () => {
    await ensureGatewayCustomer(testApp.deps, await user(''));
    expect(asked).toEqual([{ email: 'ana@example.com', firstName: 'Ana', lastName: 'Pérez' }]);
  });

  it('is created once: a later need uses the stored customer', async () => {
    const owner = await user('');
    const first = await ensureGatewayCustomer(testApp.deps, owner);
    expect(await ensureGatewayCustomer(testApp.deps, owner, { phone: '+5491122334455' })).toBe(first);
    expect(asked).toHaveLength(1);
  });
});
