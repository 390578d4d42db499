import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/accounts/user-schema';
import { useAuthStore } from '../store/auth-store';
import { openUnconfirmedSession } from './use-session-bootstrap';

// The store's API modules pull in the browser-only i18n setup; these tests never call the network.
vi.mock('@/lib/api-client', () => ({ api: {} }));

const ana = { id: 7, email: 'ana@example.com', first_name: 'Ana', last_name: 'Gómez', phone: '', role: 'regular', is_active: true, created_at: '' } as PublicUser;

describe('openUnconfirmedSession', () => {
  beforeEach(() => useAuthStore.setState({ user: null, status: 'checking' }));

  it('opens a stored session the server has not answered for (a network that hangs)', () => {
    useAuthStore.setState({ user: ana, status: 'checking' });
    openUnconfirmedSession();
    expect(useAuthStore.getState()).toMatchObject({ user: ana, status: 'authenticated' });
  });

  it('never opens a session without a stored user, nor reopens one the server ended', () => {
    openUnconfirmedSession();
    expect(useAuthStore.getState().status).toBe('checking');
    useAuthStore.setState({ user: null, status: 'anonymous' });
    openUnconfirmedSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });
});
