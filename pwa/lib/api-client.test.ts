import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/accounts/account-messages';
import { checkedAnswer, describeApiFailure } from './api-client';
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

describe('checkedAnswer', () => {
  const schema = Promise.resolve({ parse: (data: unknown) => ({ checked: data }) });

  it('gives the answer as its schema parses it', async () => {
    await expect(checkedAnswer(schema, Promise.resolve({ answer: 1 }))).resolves.toEqual({ checked: { answer: 1 } });
  });

  it("fails with the answer's error, the schema module's, or the parse's", async () => {
    await expect(checkedAnswer(schema, Promise.reject(new Error('401')))).rejects.toThrow('401');
    await expect(checkedAnswer(Promise.reject(new Error('chunk failed')), Promise.resolve({}))).rejects.toThrow('chunk failed');
    const refusing = Promise.resolve({
      parse: () => {
        throw new Error('unexpected answer');
      },
    });
    await expect(checkedAnswer(refusing, Promise.resolve({}))).rejects.toThrow('unexpected answer');
  });
});
