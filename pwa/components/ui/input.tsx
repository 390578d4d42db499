import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses = cn(
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 focus-visible:border-cyan-600',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-[invalid=true]:border-red-500',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}
