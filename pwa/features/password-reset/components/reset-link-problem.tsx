import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Notice } from '@/components/ui/notice';
import type { ResetLinkState } from '../api/check-reset-link';

/** A used, expired or unknown link says so instead of a form that could only fail, and offers a new link. */
export function ResetLinkProblem({ state }: { state: Exclude<ResetLinkState, 'valid'> }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="reset-link-problem">
      <Notice tone="destructive" title={t(`passwordReset.link.${state}.title`)}>
        {t(`passwordReset.link.${state}.body`)}
      </Notice>
      <Link
        to="/forgot-password"
        className="inline-flex w-full items-center justify-center rounded-lg bg-cyan-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-cyan-800"
      >
        {t('passwordReset.link.askAgain')}
      </Link>
    </div>
  );
}
