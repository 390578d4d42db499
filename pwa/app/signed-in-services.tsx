import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SignOutStep } from '@/features/auth/store/sign-out-steps';
import { OutboxTray } from '@/lib/outbox/outbox-tray';
import { useOutboxSync } from '@/lib/outbox/use-outbox-sync';

export interface SignedInServicesProps {
  userId: number;
  // The entry's own modules come in as props: importing them here would split them out of the entry chunk.
  queryClient: QueryClient;
  addSignOutStep: (step: SignOutStep) => () => void;
}

// The push subscription's code loads when someone signs out, not with every signed-in visit's first screen.
const forgetThisDevice = () => import('@/features/push-alerts/model/forget-device').then((module) => module.forgetThisDevice());

/**
 * What only a signed-in user needs, in a chunk of its own that a signed-out visitor never loads (decision 101):
 * the outbox's sender and tray, and the sign-out step that stops this device's alerts for the account.
 */
export default function SignedInServices({ userId, queryClient, addSignOutStep }: SignedInServicesProps) {
  // Every way out (menu, account page, admin header) first stops this device's alerts for the account.
  useEffect(() => addSignOutStep(forgetThisDevice), [addSignOutStep]);
  useOutboxSync(userId, queryClient);
  return <OutboxTray />;
}
