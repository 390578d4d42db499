import { RESEND_REMAINING_DAY_HEADER, RESEND_REMAINING_HOUR_HEADER } from '../../shared/accounts/resend-confirmation-schema';
import type { AttemptsLeft } from '../domain/domain-error';

/** A limit's attempts left as the client reads them, on an answer and on a refusal alike. */
export const attemptsLeftHeaders = ({ hour, day }: AttemptsLeft): Record<string, string> => ({
  [RESEND_REMAINING_HOUR_HEADER]: String(hour),
  [RESEND_REMAINING_DAY_HEADER]: String(day),
});
