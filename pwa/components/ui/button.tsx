import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const VARIANTS = {
  primary: 'bg-cyan-700 text-white shadow-sm hover:bg-cyan-800 disabled:bg-cyan-700/60',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  link: 'text-cyan-800 underline-offset-4 hover:underline px-0 py-0 h-auto',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** While busy the button is disabled, announces aria-busy and shows busyText (if given). */
  busy?: boolean;
  busyText?: string;
};

export const buttonClasses = (variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-70',
    variant === 'link' ? VARIANTS.link : cn(SIZES[size], VARIANTS[variant]),
  );

export function Button({ variant, size, busy = false, busyText, disabled, className, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    >
      {busy && <Spinner />}
      {busy && busyText ? busyText : children}
    </button>
  );
}
