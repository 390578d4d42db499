import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telLink } from '@shared/settings/contact-links';
import { Skeleton } from '@/components/ui/skeleton';
import { useBusinessDetailsState } from '@/lib/business-details-query';
import { useWhatsappNumberState } from '@/lib/whatsapp-number-query';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './contact-icons';
import { SocialLinks, SocialLinksPlaceholder } from './social-links';

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

/** The mail and phone links, opening hours, address and social profiles beside the contact form, as the settings give them. */
export function DirectContactCard() {
  const { t } = useTranslation();
  const { details, loading } = useBusinessDetailsState();
  const whatsapp = useWhatsappNumberState();
  const phoneHref = details ? telLink(details.support_phone) : null;
  // While the settings load (and in the prerendered page) the rows keep their place, so the map and footer stay put.
  const pending = <Skeleton className="h-4 w-44 align-middle" />;
  return (
    <section aria-labelledby="direct-contact-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="direct-contact-title" className="text-lg font-semibold text-slate-900">
        {t('contact.direct.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('contact.direct.text')}</p>
      <ul className="mt-5 space-y-4">
        {loading && (
          <>
            <Row icon={<MailIcon />} label={t('contact.direct.email')}>{pending}</Row>
            <Row icon={<PhoneIcon />} label={t('contact.direct.phone')}>{pending}</Row>
          </>
        )}
        {details && (
          <Row icon={<MailIcon />} label={t('contact.direct.email')}>
            <a href={`mailto:${details.support_email}`} className={linkClass}>
              {details.support_email}
            </a>
          </Row>
        )}
        {details && phoneHref && (
          <Row icon={<PhoneIcon />} label={t('contact.direct.phone')}>
            <a href={phoneHref} className={linkClass}>
              {details.support_phone}
            </a>
          </Row>
        )}
        <Row icon={<ClockIcon />} label={t('contact.direct.hoursLabel')}>
          {t('contact.direct.hours')}
        </Row>
        <Row icon={<PinIcon />} label={t('contact.direct.addressLabel')}>
          {loading ? pending : details?.street_address || t('contact.direct.address')}
        </Row>
      </ul>
      {loading || whatsapp.loading ? (
        <SocialLinksPlaceholder />
      ) : (
        <SocialLinks instagramUrl={details?.instagram_url ?? ''} facebookUrl={details?.facebook_url ?? ''} whatsapp={whatsapp.number} />
      )}
    </section>
  );
}
