import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { telLink } from '@shared/settings/contact-links';
import { FacebookIcon, InstagramIcon } from '@/features/contact/components/contact-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useBusinessDetailsState } from '@/lib/business-details-query';
import { currentLanguage } from '@/lib/i18n';
import { FOOTER_PAGES, PAGE_PATHS } from '../localized-paths';
import { BrandMark } from './brand-logo';
import { LanguageSwitch } from './language-switch';

const contactLinkClass = 'rounded break-words hover:text-white hover:underline';

/** The business details from the settings: address, mail, phone and profiles; each only when set. */
function FooterContact() {
  const { t } = useTranslation();
  const { details, loading } = useBusinessDetailsState();
  const phoneHref = details ? telLink(details.support_phone) : null;
  const profiles = [
    { key: 'instagram', href: details?.instagram_url, Icon: InstagramIcon },
    { key: 'facebook', href: details?.facebook_url, Icon: FacebookIcon },
  ].filter((profile) => profile.href);
  if (loading) return <FooterContactPlaceholder />;
  return (
    <div className="mt-2 space-y-1 text-sm">
      <p>{details?.street_address || t('footer.location')}</p>
      {details && (
        <p>
          <a href={`mailto:${details.support_email}`} className={contactLinkClass}>
            {details.support_email}
          </a>
        </p>
      )}
      {details && phoneHref && (
        <p>
          <a href={phoneHref} className={contactLinkClass}>
            {details.support_phone}
          </a>
        </p>
      )}
      {profiles.length > 0 && (
        <ul className="flex gap-2 pt-2">
          {profiles.map(({ key, href, Icon }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t(`contact.social.${key}`)} ${t('contact.map.newTab')}`}
                className="flex size-11 items-center justify-center rounded-full border border-slate-700 text-slate-200 transition-colors hover:border-slate-400 hover:text-white"
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The same lines and profile row while the settings load (and in the prerendered page): the footer does not grow. */
function FooterContactPlaceholder() {
  return (
    <div className="mt-2 space-y-1 text-sm">
      {['w-56', 'w-44', 'w-32'].map((width) => (
        <p key={width}>
          <Skeleton className={`h-4 ${width} align-middle`} />
        </p>
      ))}
      <div className="flex gap-2 pt-2">
        <Skeleton className="size-11 rounded-full" />
        <Skeleton className="size-11 rounded-full" />
      </div>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark className="size-7" />
            {t('app.name')}
          </p>
          <p className="mt-2 max-w-sm text-sm">{t('app.tagline')}</p>
          <FooterContact />
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {FOOTER_PAGES.map((page) => (
              <li key={page}>
                <Link to={PAGE_PATHS[page][language]} className="rounded hover:text-white hover:underline">
                  {t(`footer.links.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-24 sm:flex-row sm:items-center sm:justify-between sm:pb-6">
          <LanguageSwitch />
          <p className="text-xs text-slate-400">{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
