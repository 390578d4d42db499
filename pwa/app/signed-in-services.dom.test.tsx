import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { SignOutStep } from '@/features/auth/store/sign-out-steps';
import SignedInServices from './signed-in-services';

const forgetThisDevice = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/features/push-alerts/model/forget-device', () => ({ forgetThisDevice }));
vi.mock('@/lib/outbox/use-outbox-sync', () => ({ useOutboxSync: () => undefined }));
vi.mock('@/lib/outbox/outbox-tray', () => ({ OutboxTray: () => null }));

describe('the signed-in services', () => {
  it('add a sign-out step that stops this device’s alerts, its code loaded only when someone signs out', async () => {
    const steps: SignOutStep[] = [];
    render(<SignedInServices userId={7} queryClient={new QueryClient()} addSignOutStep={(step) => (steps.push(step), () => undefined)} />);
    expect(steps).toHaveLength(1);
    expect(forgetThisDevice).not.toHaveBeenCalled();
    await steps[0]!();
    expect(forgetThisDevice).toHaveBeenCalledTimes(1);
  });
});
