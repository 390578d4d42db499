import { describe, expect, it } from 'vitest';
import { businessFieldErrors } from './business-field-errors';

const valid = { support_email: 'help@example.com', support_phone: '', street_address: '', instagram_url: '', facebook_url: 'https://facebook.com/x' };

describe('businessFieldErrors', () => {
  it('has none for details the server accepts (empty optional fields included)', () => {
    expect(businessFieldErrors(valid)).toEqual({});
  });

  it('names each wrong field once, with the shared message key', () => {
    expect(businessFieldErrors({ ...valid, support_email: '', instagram_url: 'http://instagram.com/x', facebook_url: 'nope' })).toEqual({
      support_email: 'emailRequired',
      instagram_url: 'urlInvalid',
      facebook_url: 'urlInvalid',
    });
  });
});
