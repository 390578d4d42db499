import { Link } from 'react-router-dom';
import { useBusinessDetails } from '@/lib/business-details-query';
import { LegalSection } from './legal-section';

export const legalLinkClass = 'font-medium text-cyan-800 underline underline-offset-4';

interface LegalContactProps {
  id: string;
  title: string;
  /** The line before the support e-mail (from the settings, once they are in). */
  text: string;
  /** The contact form link's text. */
  form: string;
  contactPath: string;
}

/** A legal page's last section: the support e-mail and the contact form. */
export function LegalContact({ id, title, text, form, contactPath }: LegalContactProps) {
  const contact = useBusinessDetails();
  return (
    <LegalSection id={id} title={title}>
      <p>
        {text}{' '}
        {contact && (
          <a href={`mailto:${contact.support_email}`} className={legalLinkClass}>
            {contact.support_email}
          </a>
        )}
      </p>
      <p>
        <Link to={contactPath} className={legalLinkClass}>
          {form}
        </Link>
      </p>
    </LegalSection>
  );
}
