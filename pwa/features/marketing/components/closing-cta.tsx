import { Button } from '@/components/ui/button';
import { useAccountDialogs } from '@/lib/account-dialogs';

interface ClosingCtaProps {
  id: string;
  title: string;
  text?: string;
  action: string;
}

/** The dark band that ends a page with a button opening registration. */
export function ClosingCta({ id, title, text, action }: ClosingCtaProps) {
  const openRegister = useAccountDialogs((state) => state.openRegister);
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pb-16 sm:pb-20">
      <div className="rounded-3xl bg-gradient-to-br from-cyan-800 to-teal-900 px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        {text && <p className="mx-auto mt-3 max-w-xl text-cyan-50">{text}</p>}
        <Button size="lg" variant="secondary" onClick={() => openRegister()} className="mt-8">
          {action}
        </Button>
      </div>
    </section>
  );
}
