import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { DialogCloseButton } from './dialog-close-button';

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /** Where focus goes once closed (preventDefault to put it somewhere else than back on the opener). */
  onCloseAutoFocus?: (event: Event) => void;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-xl', xl: 'max-w-4xl' } as const;

/** A centred modal with a title, an optional description and a close button; Radix handles focus. */
export function AppDialog({ open, onOpenChange, title, description, children, size = 'md', testId, onCloseAutoFocus }: AppDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* Overlay and content share one layer: a dialog opened over another dims it, by document order. */}
        <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          data-testid={testId}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'dialog-content fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
            WIDTHS[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="pr-8 text-xl font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
          )}
          <div className="mt-5">{children}</div>
          <DialogCloseButton className="top-4 right-4" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
