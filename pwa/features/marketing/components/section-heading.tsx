interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  centered?: boolean;
}

/** Eyebrow, h2 and lead line of a page section; the id labels the section. */
export function SectionHeading({ id, eyebrow, title, lead, centered = true }: SectionHeadingProps) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-cyan-800 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-slate-600">{lead}</p>}
    </div>
  );
}
