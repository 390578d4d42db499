import type { ReactNode, RefObject } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { DialogCloseButton } from './dialog-close-button';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opened the sheet: focus goes back to it on close (it lives outside, so Radix cannot know it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A Radix dialog that slides in from the right edge (mobile menu). Loaded with React.lazy on the first open,
 * so the trigger is a plain button owned by the caller and the dialog stack stays off first paint (decision 101).
 */
export default function Sheet({ open, onOpenChange, title, returnFocusTo, children }: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="sheet-content fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-6 shadow-xl"
        >
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          <div className="mt-6 flex-1">{children}</div>
          <DialogCloseButton className="top-5 right-5" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
