import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/accounts/user-schema';
import { NO_SUBSCRIPTION } from '@shared/subscription/subscription-schema';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { useSubscriptionStore } from '@/features/subscription/store/subscription-store';
import { clearAccountDataOnSignOut } from './use-clear-account-data-on-sign-out';

// The stores' API modules pull in the browser-only i18n setup; these tests never call the network.
vi.mock('@/lib/api-client', () => ({ api: {} }));

const user: PublicUser = { id: 7, email: 'ana@example.com', first_name: 'Ana', last_name: 'Gómez', phone: '', role: 'regular', is_active: true, created_at: '' };

describe('clearAccountDataOnSignOut', () => {
  it('resets the subscription held for a user who signs out', () => {
    const stop = clearAccountDataOnSignOut();
    useAuthStore.setState({ user, status: 'authenticated' });
    useSubscriptionStore.getState().apply(7, NO_SUBSCRIPTION);
    expect(useSubscriptionStore.getState()).toMatchObject({ userId: 7, subscription: NO_SUBSCRIPTION });

    useAuthStore.setState({ user: null, status: 'anonymous' });
    expect(useSubscriptionStore.getState()).toMatchObject({ userId: null, subscription: null });
    stop();
  });

  it('leaves the subscription alone while the same user stays signed in', () => {
    const stop = clearAccountDataOnSignOut();
    useAuthStore.setState({ user, status: 'authenticated' });
    useSubscriptionStore.getState().apply(7, NO_SUBSCRIPTION);
    useAuthStore.setState({ user: { ...user, first_name: 'Anita' } });
    expect(useSubscriptionStore.getState().userId).toBe(7);
    stop();
  });
});
