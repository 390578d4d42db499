import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { cn } from '@/lib/cn';

interface SwitchFieldProps {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
}

/** An on/off choice (Radix Switch, role="switch"): the label names it and the hint describes it. */
export function SwitchField({ label, hint, checked, onCheckedChange, disabled, busy }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(
          'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-slate-300 transition-colors',
          'data-[state=checked]:bg-cyan-700 disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <Switch.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7" />
      </Switch.Root>
    </div>
  );
}
