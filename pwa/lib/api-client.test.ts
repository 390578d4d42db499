import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/accounts/account-messages';
import { describeApiFailure, schemaBesideAnswer } from './api-client';
import i18n, { startI18n } from './i18n';

const refusal = (error: string, code?: string) => ({ kind: 'http' as const, status: 400, error, body: { error, code } });

describe('the texts of a failed call', () => {
  it('translate a refusal the API knows, loading its texts with the first one (they are not on the page before)', async () => {
    await startI18n('es');
    expect(i18n.exists('serverMessages.invalidCredentials')).toBe(false);

    expect(await describeApiFailure(refusal(INVALID_CREDENTIALS_MESSAGE), 'No se pudo')).toBe('Email o contraseña incorrectos');
    expect(await describeApiFailure(refusal('Payment declined: Do Not Honor', '2000'), 'No se pudo')).toBe(
      'Tu banco rechazó la tarjeta. Prueba con otra tarjeta o llama a tu banco para que autorice el pago.',
    );
  });

  it("keep the server's words for a refusal nobody translated, the fallback for none, and say when the network failed", async () => {
    await startI18n('es');
    expect(await describeApiFailure(refusal('Something new'), 'No se pudo')).toBe('Something new');
    expect(await describeApiFailure({ kind: 'http', status: 400, error: null, body: {} }, 'No se pudo')).toBe('No se pudo');
    expect(await describeApiFailure({ kind: 'network' }, 'No se pudo')).toBe(i18n.t('errors.network'));
    expect(await describeApiFailure({ kind: 'server', status: 503 }, 'No se pudo')).toBe(i18n.t('errors.server', { status: 503 }));
  });
});

describe('schemaBesideAnswer', () => {
  it('gives the schema module and the answer a task after both have arrived, not in the same task', async () => {
    let settled = false;
    const both = schemaBesideAnswer(Promise.resolve({ Schema: 'module' }), Promise.resolve({ answer: 1 })).then((value) => {
      settled = true;
      return value;
    });
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(settled).toBe(false);
    await expect(both).resolves.toEqual([{ Schema: 'module' }, { answer: 1 }]);
  });

  it("fails with the answer's error, or the schema module's", async () => {
    await expect(schemaBesideAnswer(Promise.resolve({}), Promise.reject(new Error('401')))).rejects.toThrow('401');
    await expect(schemaBesideAnswer(Promise.reject(new Error('chunk failed')), Promise.resolve({}))).rejects.toThrow('chunk failed');
  });
});
