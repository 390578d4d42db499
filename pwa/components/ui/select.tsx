import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

/** A native select: the most reliable choice for phones, keyboards and screen readers. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select className={cn(fieldClasses, 'appearance-auto pr-2', className)} {...props}>
      {children}
    </select>
  );
}
