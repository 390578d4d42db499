import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const ICONS = { success: '✓', error: '!', info: 'i' } as const;
const TONES = {
  success: 'bg-emerald-100 text-emerald-700',
  error: 'bg-red-100 text-red-700',
  info: 'bg-cyan-100 text-cyan-800',
} as const;

/** A centred result card for the wallet return and cancel pages. */
export function ResultPanel({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <div aria-hidden="true" className={cn('mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold', TONES[tone])}>
          {ICONS[tone]}
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 text-slate-700">{children}</div>
      </div>
    </section>
  );
}
