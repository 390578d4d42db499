import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LegalContact, legalLinkClass } from './legal-contact';
import { LegalSection } from './legal-section';

const PARAGRAPH_SECTIONS = ['general', 'storage'] as const;
const LATER_SECTIONS = ['liability', 'changes'] as const;
const RESPONSIBILITIES = ['accurate', 'customs', 'fees', 'collect'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <LegalSection id={`terms-${id}`} title={title}>
      {children}
    </LegalSection>
  );
}

/**
 * The seven sections of the terms (part 2 section 2), in the current language. `overstayPolicy`: the page's sentence
 * of the overstay policy with its current values (decision 176), after the storage section's text.
 */
export function TermsSections({ contactPath, privacyPath, overstayPolicy }: { contactPath: string; privacyPath: string; overstayPolicy?: string }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`legal.sections.${key}`);
  return (
    <div className="space-y-8">
      {PARAGRAPH_SECTIONS.map((key) => (
        <Section key={key} id={key} title={text(`${key}.title`)}>
          <p>{text(`${key}.text`)}</p>
          {key === 'storage' && overstayPolicy && <p data-testid="terms-overstay-policy">{overstayPolicy}</p>}
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
      {/* The privacy notice says it all; the terms point to it rather than repeat it. */}
      <Section id="privacy" title={text('privacy.title')}>
        <p>{text('privacy.text')}</p>
        <p>
          <Link to={privacyPath} className={legalLinkClass}>
            {text('privacy.link')}
          </Link>
        </p>
      </Section>
      {LATER_SECTIONS.map((key) => (
        <Section key={key} id={key} title={text(`${key}.title`)}>
          <p>{text(`${key}.text`)}</p>
        </Section>
      ))}
      <LegalContact id="terms-contact" title={text('contact.title')} text={text('contact.text')} form={text('contact.form')} contactPath={contactPath} />
    </div>
  );
}
