import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_RESPONSE_HOURS, RESPONSE_HOURS_MAX, SupportResponseHoursSchema } from './support-response-schema';
import { validationMessage } from '../validation/messages';

const issues = (value: unknown) => SupportResponseHoursSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('SupportResponseHoursSchema', () => {
  it('defaults to 2, 8 and 24 hours and takes whole hours from 1 to a week', () => {
    expect(DEFAULT_SUPPORT_RESPONSE_HOURS).toEqual({ vip: 2, priority: 8, standard: 24 });
    expect(SupportResponseHoursSchema.parse({ vip: 1, priority: 1, standard: RESPONSE_HOURS_MAX })).toEqual({ vip: 1, priority: 1, standard: 168 });
  });

  it.each([0, 169, 1.5, '4', null])('refuses %s hours', (hours) => {
    expect(issues({ vip: 1, priority: 2, standard: hours })).toEqual([['standard', 'responseHoursInvalid']]);
  });

  it('needs every tier', () => {
    expect(issues({ vip: 1, priority: 2 })).toEqual([['standard', 'responseHoursInvalid']]);
  });

  it('never lets a better plan wait longer than a lesser one', () => {
    expect(issues({ vip: 9, priority: 8, standard: 24 })).toEqual([['vip', 'responseHoursOrder']]);
    expect(issues({ vip: 2, priority: 30, standard: 24 })).toEqual([['priority', 'responseHoursOrder']]);
    expect(validationMessage('responseHoursOrder', 'es')).toContain('VIP');
  });
});
