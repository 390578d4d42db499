import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { translations } from './locale-files';
import { translateServerMessage } from './server-messages';

const t = i18next.createInstance();

describe('translateServerMessage', () => {
  beforeAll(async () => {
    await t.init({ lng: 'es', resources: { es: { translation: translations.es }, en: { translation: translations.en } } });
  });

  it('translates a known server text', () => {
    expect(translateServerMessage(t.t, 'Invalid email or password')).toBe('Email o contraseña incorrectos');
    expect(translateServerMessage(t.t, 'Invalid payment method')).toBe('Método de pago inválido');
  });

  it('turns a card refusal into what to do about it, by processor code, never the bank\'s English', () => {
    expect(translateServerMessage(t.t, 'Payment declined: Do Not Honor', '2000')).toBe(
      'Tu banco rechazó la tarjeta. Prueba con otra tarjeta o llama a tu banco para que autorice el pago.',
    );
    expect(translateServerMessage(t.t, 'Payment declined: Insufficient Funds', '2001')).toContain('no tiene fondos');
    expect(translateServerMessage(t.t, 'Payment declined: Gateway Rejected: cvv')).toContain('código de seguridad (CVV)');
    expect(translateServerMessage(t.t, 'Payment service unavailable. Please try again later.')).toContain('Intenta de nuevo en unos minutos');
    expect(translateServerMessage(t.t, 'Payment declined: Do Not Honor', '2000')).not.toContain('Do Not Honor');
  });

  it('translates the admin user texts', () => {
    expect(translateServerMessage(t.t, 'Only superadmins can create admin users.')).toBe('Solo los superadministradores pueden crear usuarios administradores.');
    expect(translateServerMessage(t.t, 'Please enter a valid link starting with https://')).toBe('Por favor ingresa un enlace válido que empiece con https://');
  });

  it('translates the weak-password refusal and the fields\' own length texts (issue 11)', () => {
    expect(translateServerMessage(t.t, 'This password is too easy to guess. Avoid common passwords, repeated or sequential characters, and your name or email.')).toBe(
      'Esta contraseña es muy fácil de adivinar. Evita contraseñas comunes, caracteres repetidos o en secuencia, y tu nombre o email.',
    );
    expect(translateServerMessage(t.t, 'Message must be at most 5000 characters')).toBe('El mensaje debe tener como máximo 5000 caracteres');
    expect(translateServerMessage(t.t, 'Name is too long')).toBe('El nombre es demasiado largo');
  });

  it('translates the login limit and the cross-site refusal (issue 11)', () => {
    expect(translateServerMessage(t.t, 'Too many login attempts. Please try again later.')).toBe('Demasiados intentos de inicio de sesión. Por favor intenta más tarde.');
    expect(translateServerMessage(t.t, 'Cross-site request refused')).toBe(
      'Por seguridad no aceptamos este cambio desde otro sitio. Abre la app desde su dirección y vuelve a intentarlo.',
    );
  });

  it('translates shared validation texts and passes unknown texts through', () => {
    expect(translateServerMessage(t.t, 'First name is required')).toBe('El nombre es obligatorio');
    expect(translateServerMessage(t.t, 'Something new from the server')).toBe('Something new from the server');
  });
});

describe('every refusal the API sends from a shared message list', () => {
  it('reaches a Spanish reader in Spanish', async () => {
    const lists = await Promise.all([
      import('@shared/payments/paypal-messages').then((module) => module.PAYPAL_ERRORS),
      import('@shared/payments/payment-method-messages').then((module) => module.PAYMENT_METHOD_ERRORS),
      import('@shared/subscription/subscribe-messages').then((module) => module.SUBSCRIBE_ERRORS),
      // Their success texts are never shown (each screen says its own); these are the refusals.
      import('@shared/subscription/subscription-action-messages').then(({ SUBSCRIPTION_ACTION_MESSAGES: m }) => [m.alreadyCancelled, m.noActiveSubscription, m.walletNotCancellable]),
      import('@shared/warehouse/warehouse-messages').then(({ WAREHOUSE_MESSAGES: m }) => [m.cannotDeleteActive, m.notFound]),
      import('@shared/packages/package-messages').then((module) => ({ ...module.PACKAGE_MESSAGES, ...module.TRACKING_MESSAGES })),
      import('@shared/pickup/pickup-messages').then((module) => module.PICKUP_MESSAGES),
      import('@shared/receiving/receiving-messages').then((module) => module.RECEIVING_MESSAGES),
      import('@shared/storage/disposal-messages').then((module) => module.DISPOSAL_MESSAGES),
    ]);
    const untranslated = lists.flatMap((list) => Object.values(list)).filter((text) => typeof text === 'string' && translateServerMessage(t.t, text) === text);
    expect(untranslated).toEqual([]);
  });
});
