import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDashboardAccount } from './use-dashboard-account';

// The dialog and its form (react-hook-form, zod) arrive with the first open (decision 101).
const ContactSupportDialog = lazy(() =>
  import('@/features/support/components/contact-support-dialog').then((m) => ({ default: m.ContactSupportDialog })),
);

/** Renders a trigger (given the opener) and the contact dialog filled in with the customer's details. */
export function ContactSupportAction({ children }: { children: (open: () => void) => ReactNode }) {
  const { user } = useDashboardAccount();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const sender = { fullName: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: user.phone };
  return (
    <>
      {children(() => {
        setUsed(true);
        setOpen(true);
      })}
      {used && (
        <Suspense fallback={null}>
          <ContactSupportDialog open={open} onOpenChange={setOpen} sender={sender} />
        </Suspense>
      )}
    </>
  );
}
