import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeWhatsappNumber } from '@shared/settings/settings-schema';
import { useSupportContact } from '@/lib/support-contact';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './contact-icons';
import { SocialLinks } from './social-links';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-cyan-50 text-cyan-800">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
        <div className="text-sm break-words text-slate-900">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-medium text-cyan-800 underline-offset-4 hover:underline';

/** The mail and phone links, opening hours and social profiles beside the contact form. */
export function DirectContactCard() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const phone = normalizeWhatsappNumber(contact?.support_phone);
  return (
    <section aria-labelledby="direct-contact-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="direct-contact-title" className="text-lg font-semibold text-slate-900">
        {t('contact.direct.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('contact.direct.text')}</p>
      <ul className="mt-5 space-y-4">
        {contact && (
          <Row icon={<MailIcon />} label={t('contact.direct.email')}>
            <a href={`mailto:${contact.support_email}`} className={linkClass}>
              {contact.support_email}
            </a>
          </Row>
        )}
        {phone && (
          <Row icon={<PhoneIcon />} label={t('contact.direct.phone')}>
            <a href={`tel:${phone}`} className={linkClass}>
              {contact?.support_phone}
            </a>
          </Row>
        )}
        <Row icon={<ClockIcon />} label={t('contact.direct.hoursLabel')}>
          {t('contact.direct.hours')}
        </Row>
        <Row icon={<PinIcon />} label={t('contact.direct.addressLabel')}>
          {t('contact.direct.address')}
        </Row>
      </ul>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <SocialLinks phone={contact?.support_phone ?? null} />
      </div>
    </section>
  );
}
