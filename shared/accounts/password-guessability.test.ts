import { describe, expect, it } from 'vitest';
import { measurePassword } from './password-guessability';
import { passwordUserInputs } from './password-strength';

describe('measurePassword (decision 116)', () => {
  it.each(['123456', 'aaaaaa', 'abc123', 'password', 'qwerty12', '1q2w3e4r', 'secret1', 'contraseña', 'miamidrop', 'teamo', 'holamundo'])(
    'refuses the common or guessable %s',
    (password) => {
      expect(measurePassword(password)).toMatchObject({ hardToGuess: false, acceptable: false });
    },
  );

  it('refuses a password built on the person\'s own name or e-mail', () => {
    const inputs = passwordUserInputs('lucia.fernandez@example.com', 'Lucía', 'Fernández');
    for (const password of ['lucia2026', 'fernandez1', 'Lucia.Fernandez']) expect(measurePassword(password, inputs).acceptable).toBe(false);
    expect(measurePassword('ruta-sur-71', inputs).acceptable).toBe(true);
  });

  it('keeps the spec\'s six characters reachable: six random characters pass', () => {
    expect(measurePassword('k9#Tq2')).toMatchObject({ longEnough: true, hardToGuess: true, acceptable: true, level: 2 });
    expect(measurePassword('k9#Tq')).toMatchObject({ longEnough: false, acceptable: false });
  });

  it('rises through the levels as the password gets harder', () => {
    expect(measurePassword('123456').level).toBe(0);
    expect(measurePassword('maria1990').level).toBe(1);
    expect(measurePassword('viaje-2026').level).toBeGreaterThanOrEqual(2);
    expect(measurePassword('correct-horse-battery-staple').level).toBe(4);
  });
});
