import { queryOptions } from '@tanstack/react-query';
import { RESET_LINK_CODES, type ResetLinkValid } from '@shared/accounts/reset-link';
import { api, getApiFailure } from '@/lib/api-client';

/** What the page knows about its link before it shows the form. */
export type ResetLinkState = 'valid' | 'used' | 'expired' | 'invalid';

const STATE_BY_CODE: Record<string, ResetLinkState> = {
  [RESET_LINK_CODES.used]: 'used',
  [RESET_LINK_CODES.expired]: 'expired',
  [RESET_LINK_CODES.invalid]: 'invalid',
};

/**
 * GET /api/password-reset/{token}: asks without spending the link. When the server cannot be asked (offline), the
 * form shows and its submit reports the outcome.
 */
export async function checkResetLink(token: string): Promise<ResetLinkState> {
  try {
    await api.get(`password-reset/${encodeURIComponent(token)}`).json<ResetLinkValid>();
    return 'valid';
  } catch (error) {
    const failure = await getApiFailure(error);
    if (failure.kind !== 'http') return 'valid';
    if (failure.status === 404) return 'invalid';
    return STATE_BY_CODE[String(failure.body.code)] ?? 'valid';
  }
}

/** Never kept on the device: a link's state is asked each time the page opens. */
export const resetLinkQuery = (token: string) =>
  queryOptions({ queryKey: ['password-reset-link', token], queryFn: () => checkResetLink(token), retry: false, gcTime: 0, meta: { persist: false } });
