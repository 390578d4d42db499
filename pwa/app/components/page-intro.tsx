import type { ReactNode } from 'react';

/** Heading and lead line of a page; later work fills the rest of each page. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{lead}</p>
      {children}
    </section>
  );
}
