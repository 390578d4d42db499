import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const TONES = { info: 'border-cyan-200', problem: 'border-red-200' } as const;

interface PaypalResultPanelProps {
  tone: keyof typeof TONES;
  title: string;
  /** Announced as it appears: at once for a problem, politely otherwise. */
  message: string;
  /** The next steps (links, a retry). */
  children: ReactNode;
  busy?: boolean;
  testId: string;
}

/** What a PayPal return or cancel came to, read from its focused title, and what to do next. */
export function PaypalResultPanel({ tone, title, message, children, busy, testId }: PaypalResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={`${testId}-title`} aria-busy={busy || undefined} className={cn('max-w-2xl rounded-2xl border bg-white p-5 shadow-sm sm:p-6', TONES[tone])} data-testid={testId}>
      <h2 id={`${testId}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        {title}
      </h2>
      <p className={cn('mt-1', tone === 'problem' ? 'text-red-800' : 'text-slate-700')} role={tone === 'problem' ? 'alert' : 'status'} data-testid={`${testId}-message`}>
        {message}
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">{children}</div>
    </section>
  );
}

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
