import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AuthCardProps {
  title: string;
  description: string;
  /** `wide` for a form laid out in two columns (sign-up). */
  wide?: boolean;
  children: ReactNode;
}

export function AuthCard({ title, description, wide = false, children }: AuthCardProps) {
  return (
    <section className={cn('mx-auto w-full px-4 py-12 sm:py-16', wide ? 'max-w-2xl' : 'max-w-md')}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
