import { describe, expect, it } from 'vitest';
import { isValidationMessageKey, validationMessage, validationMessages } from './messages';
import { gateMessage, gateMessages } from '../subscription/gate-messages';

const sortedKeys = (record: object) => Object.keys(record).sort();

describe('message catalogues', () => {
  it('has the same validation keys in English and Spanish', () => {
    expect(sortedKeys(validationMessages.es)).toEqual(sortedKeys(validationMessages.en));
  });

  it('has the same gate keys in English and Spanish', () => {
    expect(sortedKeys(gateMessages.es)).toEqual(sortedKeys(gateMessages.en));
  });

  it('has no empty texts', () => {
    for (const catalogue of [validationMessages.en, validationMessages.es, gateMessages.en, gateMessages.es]) {
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
    }
  });
});

describe('validationMessage', () => {
  it('translates a known key and passes any other text through', () => {
    expect(validationMessage('passwordTooShort')).toBe('Password must be at least 6 characters');
    expect(validationMessage('firstNameRequired', 'es')).toBe('El nombre es obligatorio');
    expect(validationMessage('Some server text', 'es')).toBe('Some server text');
    expect(isValidationMessageKey('toString')).toBe(false);
    expect(isValidationMessageKey('emailInvalid')).toBe(true);
  });
});

describe('gate texts', () => {
  it('carries the exact English texts of the spec', () => {
    expect(gateMessage('subscriptionRequiredTitle')).toBe('Subscription Required');
    expect(gateMessage('premiumFeatureTitle')).toBe('Premium Feature');
    expect(gateMessage('upgradeRequiredTitle')).toBe('Upgrade Required');
    expect(gateMessage('premiumRequiredMessage')).toBe('This feature requires a Premium Drop plan subscription.');
    expect(gateMessage('plusRequiredMessage')).toBe('This feature requires a Standard Drop or Premium Drop plan subscription.');
    expect(gateMessage('subscribeNow')).toBe('Subscribe Now');
    expect(gateMessage('viewPlans')).toBe('View Plans');
  });
});
