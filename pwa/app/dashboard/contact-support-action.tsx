import { useState, type ReactNode } from 'react';
import { ContactSupportDialog } from '@/features/support/components/contact-support-dialog';
import { useDashboardAccount } from './use-dashboard-account';

/** Renders a trigger (given the opener) and the contact dialog filled in with the customer's details. */
export function ContactSupportAction({ children }: { children: (open: () => void) => ReactNode }) {
  const { user } = useDashboardAccount();
  const [open, setOpen] = useState(false);
  const sender = { fullName: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: user.phone };
  return (
    <>
      {children(() => setOpen(true))}
      <ContactSupportDialog open={open} onOpenChange={setOpen} sender={sender} />
    </>
  );
}
