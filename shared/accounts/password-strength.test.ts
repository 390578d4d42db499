import { describe, expect, it } from 'vitest';
import { passwordUserInputs, strengthOf } from './password-strength';

describe('strengthOf', () => {
  it('needs six characters and a million guesses', () => {
    expect(strengthOf('abcdef', 6)).toEqual({ level: 2, longEnough: true, hardToGuess: true, acceptable: true });
    expect(strengthOf('abcdef', 5.99)).toEqual({ level: 1, longEnough: true, hardToGuess: false, acceptable: false });
    expect(strengthOf('abcde', 9)).toMatchObject({ longEnough: false, acceptable: false });
  });

  it('maps guesses to five levels', () => {
    expect([0, 2.9, 3, 7.9, 8, 10, 14].map((log) => strengthOf('abcdef', log).level)).toEqual([0, 0, 1, 2, 3, 4, 4]);
  });
});

describe('passwordUserInputs', () => {
  it('takes the e-mail, its name part and its pieces, and the names, lower-cased', () => {
    expect(passwordUserInputs('Ana.Gomez@Example.com', ' Ana ', null, undefined, '')).toEqual(['ana.gomez@example.com', 'ana.gomez', 'ana', 'gomez', 'example', 'com']);
    expect(passwordUserInputs('Lucía', 'Fernández')).toEqual(expect.arrayContaining(['lucía', 'lucia', 'fernandez', 'luciafernandez', 'fernandezlucia']));
  });

  it('runs two names together both ways, a compound name without its spaces, and never a name with itself', () => {
    expect(passwordUserInputs('Ana', 'Ruiz')).toEqual(['ana', 'ruiz', 'anaruiz', 'ruizana']);
    expect(passwordUserInputs('Juan', 'De la Cruz')).toEqual(expect.arrayContaining(['juandelacruz', 'delacruzjuan']));
  });

  it('leaves out e-mail pieces under three letters: too common to refuse in a password', () => {
    expect(passwordUserInputs('jo.li@ex.io')).toEqual(['jo.li@ex.io', 'jo.li']);
  });
});
