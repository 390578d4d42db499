import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EMAIL_CHANGE_OUTCOMES, EMAIL_CHANGE_QUERY, type EmailChangeOutcome } from '@shared/accounts/account-security-messages';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

const isOutcome = (value: string | null): value is EmailChangeOutcome => EMAIL_CHANGE_OUTCOMES.includes(value as EmailChangeOutcome);
const TONES = { success: 'success', invalid: 'warning', unavailable: 'warning' } as const;

interface EmailChangeOutcomeProps {
  email: string;
  /** The address changed: the session's copy of the account is read again. */
  onChanged: () => void;
}

/**
 * What the e-mailed link did (`?email_change=…`, left by GET /api/users/email/confirm), shown where the e-mail is and
 * brought into view; the query is taken off the address so a reload does not tell it again.
 */
export function EmailChangeOutcomeNotice({ email, onChanged }: EmailChangeOutcomeProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(EMAIL_CHANGE_QUERY);
  const [outcome, setOutcome] = useState<EmailChangeOutcome | null>(() => (isOutcome(asked) ? asked : null));
  const ref = useRef<HTMLDivElement>(null);
  const changedRef = useRef(onChanged);
  useEffect(() => {
    changedRef.current = onChanged;
  });

  useEffect(() => {
    if (asked === null) return;
    const next = new URLSearchParams(params);
    next.delete(EMAIL_CHANGE_QUERY);
    setParams(next, { replace: true });
    if (asked === 'success') changedRef.current();
  }, [asked, params, setParams]);

  useEffect(() => {
    if (outcome) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [outcome]);

  if (!outcome) return null;
  return (
    <div ref={ref} className="mb-4">
      <Notice tone={TONES[outcome]}>
        <p>{t(`account.emailChange.${outcome}`, { email })}</p>
        <Button variant="link" className="mt-2" onClick={() => setOutcome(null)}>
          {t('account.emailChange.dismiss')}
        </Button>
      </Notice>
    </div>
  );
}
