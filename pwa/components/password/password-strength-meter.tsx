import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from '@shared/accounts/password-strength';
import { PASSWORD_MIN_LENGTH } from '@shared/validation/limits';
import { cn } from '@/lib/cn';

const LEVEL_COLOURS = ['bg-red-600', 'bg-orange-500', 'bg-amber-400', 'bg-lime-500', 'bg-green-600'] as const;

interface PasswordStrengthMeterProps {
  id: string;
  password: string;
  strength: PasswordStrength | null;
}

/** The rules, shown before submit, ticked as they are met, and a five-step strength bar (decision 116). */
export function PasswordStrengthMeter({ id, password, strength }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const level = strength?.level ?? 0;
  const status = !password ? t('password.empty') : strength ? t(`password.levels.${level}`) : t('password.checking');
  return (
    <div id={id} className="mt-2 space-y-2" data-testid="password-strength" data-level={password && strength ? level : undefined}>
      <div className="flex gap-1" aria-hidden="true">
        {LEVEL_COLOURS.map((colour, step) => (
          <span key={colour} className={cn('h-1.5 flex-1 rounded-full', password && strength && step <= level ? LEVEL_COLOURS[level] : 'bg-slate-200')} />
        ))}
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('password.strength')}: <span className="font-medium">{status}</span>
      </p>
      <ul className="space-y-1 text-sm">
        <Rule met={password.length >= PASSWORD_MIN_LENGTH}>{t('password.rules.length', { count: PASSWORD_MIN_LENGTH })}</Rule>
        <Rule met={!!password && !!strength?.hardToGuess}>{t('password.rules.guessable')}</Rule>
      </ul>
    </div>
  );
}

function Rule({ met, children }: { met: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <li className={cn('flex items-start gap-2', met ? 'text-green-700' : 'text-slate-600')} data-met={met}>
      <span aria-hidden="true">{met ? '✓' : '○'}</span>
      <span>
        {children}
        <span className="sr-only"> ({met ? t('password.met') : t('password.notMet')})</span>
      </span>
    </li>
  );
}
