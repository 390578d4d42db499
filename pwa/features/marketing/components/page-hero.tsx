import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The top band of an informational page: the page's one h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-cyan-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-cyan-100/70 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-10 sm:pt-20 sm:pb-14">
        <p className="text-sm font-semibold tracking-wide text-cyan-800 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">{lead}</p>
        {children}
      </div>
    </section>
  );
}
