import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paidPlan, planName } from '@shared/plans/plan-catalog';
import { currentLanguage } from '@/lib/i18n';
import { STORED_ITEMS, storedItemValues, type StoredItemGroup } from '../model/stored-items';
import { LegalContact, legalLinkClass } from './legal-contact';
import { LegalSection } from './legal-section';

const COLLECTED = ['account', 'billing', 'packages', 'pickups', 'messages', 'push', 'phone', 'security'] as const;
const PROCESSORS = ['braintree', 'paypal', 'easypost', 'mail', 'push', 'twilio', 'recaptcha', 'hosting'] as const;
const RETENTION = ['account', 'payments', 'technical', 'backups'] as const;
const STORAGE_GROUPS: readonly StoredItemGroup[] = ['cookies', 'browser', 'offline'];
const RIGHTS = ['access', 'correction', 'export', 'deletion'] as const;

const listClass = 'list-disc space-y-2 pl-6';

/** The privacy notice's sections (what, who, how long, the browser's storage, rights, changes, contact). */
export function PrivacySections({ contactPath }: { contactPath: string }) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, string | number>) => t(`privacyNotice.${key}`, values);
  const premiumName = planName(paidPlan('premium'), currentLanguage());
  return (
    <div className="space-y-8">
      <p className="leading-relaxed text-slate-700">{text('intro')}</p>
      <LegalSection id="privacy-collected" title={text('collected.title')}>
        <p>{text('collected.intro')}</p>
        <ul className={listClass}>
          {COLLECTED.map((key) => (
            <li key={key}>
              <strong className="font-semibold text-slate-900">{text(`collected.items.${key}.title`)}:</strong>{' '}
              {text(`collected.items.${key}.text`, { premiumName })}
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="privacy-processors" title={text('processors.title')}>
        <p>{text('processors.intro')}</p>
        <ul className={listClass}>
          {PROCESSORS.map((key) => (
            <li key={key}>{text(`processors.items.${key}`)}</li>
          ))}
        </ul>
        <p>{text('processors.outro')}</p>
      </LegalSection>
      <LegalSection id="privacy-retention" title={text('retention.title')}>
        <ul className={listClass}>
          {RETENTION.map((key) => (
            <li key={key}>{text(`retention.items.${key}`)}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="privacy-storage" title={text('storage.title')}>
        <p>{text('storage.intro')}</p>
        {STORAGE_GROUPS.map((group) => (
          <div key={group}>
            <h3 className="mt-5 font-semibold text-slate-900">{text(`storage.groups.${group}`)}</h3>
            <ul className={`${listClass} mt-2`}>
              {STORED_ITEMS[group].map(({ key, names }) => (
                <li key={key}>
                  {names.map((name, index) => (
                    <span key={name}>
                      {index > 0 && ', '}
                      <code className="rounded bg-slate-100 px-1 py-0.5 text-sm break-all text-slate-900">{name}</code>
                    </span>
                  ))}
                  {names.length > 0 && ': '}
                  {text(`storage.items.${key}`, storedItemValues)}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p>{text('storage.outro')}</p>
      </LegalSection>
      <LegalSection id="privacy-rights" title={text('rights.title')}>
        <p>{text('rights.intro')}</p>
        <ul className={listClass}>
          {RIGHTS.map((key) => (
            <li key={key}>{text(`rights.items.${key}`)}</li>
          ))}
        </ul>
        <p>{text('rights.how', { subject: t('contact.subjects.otros') })}</p>
        <p>
          <Link to={contactPath} className={legalLinkClass}>
            {text('rights.link')}
          </Link>
        </p>
      </LegalSection>
      <LegalSection id="privacy-changes" title={text('changes.title')}>
        <p>{text('changes.text')}</p>
      </LegalSection>
      <LegalContact id="privacy-contact" title={text('contact.title')} text={text('contact.text')} form={text('contact.form')} contactPath={contactPath} />
    </div>
  );
}
