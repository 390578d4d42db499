import { Spinner } from '@/components/ui/spinner';

/** "Confirming your PayPal payment…" while the server is asked: said to screen readers as it starts. */
export function PaypalPending({ text }: { text: string }) {
  return (
    <div aria-busy="true" className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner className="size-5 text-cyan-700" />
        {text}
      </p>
    </div>
  );
}
