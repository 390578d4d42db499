import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The browser's own checkbox: it works, and is sent with its form, before the app has hydrated the page. */
export function NativeCheckbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={cn('size-5 shrink-0 rounded accent-cyan-700 aria-[invalid=true]:outline aria-[invalid=true]:outline-red-500', className)} {...props} />;
}
