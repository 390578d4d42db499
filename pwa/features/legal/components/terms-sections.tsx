import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBusinessDetails } from '@/lib/business-details-query';

const PARAGRAPH_SECTIONS = ['general', 'storage'] as const;
const LATER_SECTIONS = ['privacy', 'liability', 'changes'] as const;
const RESPONSIBILITIES = ['accurate', 'customs', 'fees', 'collect'] as const;

const linkClass = 'font-medium text-cyan-800 underline underline-offset-4';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`terms-${id}`} className="border-t border-slate-200 pt-6">
      <h2 id={`terms-${id}`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** The seven sections of the terms (part 2 section 2), in the current language. */
export function TermsSections({ contactPath }: { contactPath: string }) {
  const { t } = useTranslation();
  const contact = useBusinessDetails();
  const text = (key: string) => t(`legal.sections.${key}`);
  return (
    <div className="space-y-8">
      {PARAGRAPH_SECTIONS.map((key) => (
        <Section key={key} id={key} title={text(`${key}.title`)}>
          <p>{text(`${key}.text`)}</p>
        </Section>
      ))}
      <Section id="responsibilities" title={text('responsibilities.title')}>
        <p>{text('responsibilities.intro')}</p>
        <ul className="list-disc space-y-1 pl-6">
          {RESPONSIBILITIES.map((key) => (
            <li key={key}>{text(`responsibilities.${key}`)}</li>
          ))}
        </ul>
      </Section>
      {LATER_SECTIONS.map((key) => (
        <Section key={key} id={key} title={text(`${key}.title`)}>
          <p>{text(`${key}.text`)}</p>
        </Section>
      ))}
      <Section id="contact" title={text('contact.title')}>
        <p>
          {text('contact.text')}{' '}
          {contact && (
            <a href={`mailto:${contact.support_email}`} className={linkClass}>
              {contact.support_email}
            </a>
          )}
        </p>
        <p>
          <Link to={contactPath} className={linkClass}>
            {text('contact.form')}
          </Link>
        </p>
      </Section>
    </div>
  );
}
