import type { ReactNode } from 'react';

/** A titled group of settings inside a tab. */
export function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
