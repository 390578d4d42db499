import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  info: 'border-cyan-200 bg-cyan-50 text-cyan-950',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-200 bg-amber-50 text-amber-950',
  destructive: 'border-red-200 bg-red-50 text-red-900',
} as const;

interface NoticeProps {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** Errors are announced at once (role="alert"); other notices politely (role="status"). */
export function Notice({ tone = 'info', title, children, className }: NoticeProps) {
  return (
    <div role={tone === 'destructive' ? 'alert' : 'status'} className={cn('rounded-lg border p-4 text-sm', TONES[tone], className)}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
    </div>
  );
}
