import {
  RESEND_REMAINING_DAY_HEADER,
  RESEND_REMAINING_HOUR_HEADER,
  type ResendConfirmationRequest,
} from '@shared/accounts/resend-confirmation-schema';
import { api } from '@/lib/api-client';

export interface ResendResult {
  message: string;
  remainingHour: number | null;
  remainingDay: number | null;
}

const headerNumber = (headers: Headers, name: string) => {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** POST /api/users/resend-confirmation; the remaining attempts come in response headers. */
export async function resendConfirmation(body: ResendConfirmationRequest): Promise<ResendResult> {
  const response = await api.post('users/resend-confirmation', { json: body });
  const data = await response.json<{ message?: string }>();
  return {
    message: data.message ?? '',
    remainingHour: headerNumber(response.headers, RESEND_REMAINING_HOUR_HEADER),
    remainingDay: headerNumber(response.headers, RESEND_REMAINING_DAY_HEADER),
  };
}
