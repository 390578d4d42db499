import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WHATSAPP_NUMBER_MAX_LENGTH } from '@shared/settings/settings-schema';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** Read-only fields stay focusable (their value and note are read out) but look disabled. */
export const READ_ONLY = '[&_input]:bg-slate-100 [&_input]:text-slate-600';

interface WhatsappFieldProps {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  /** What the number is for, or why it cannot be changed. */
  note: string;
}

export function WhatsappField({ value, onChange, readOnly, note }: WhatsappFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn(readOnly && READ_ONLY)}>
      <Label htmlFor={id}>{t('adminSettings.general.whatsapp')}</Label>
      <Input
        id={id}
        className="mt-1"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={WHATSAPP_NUMBER_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        aria-describedby={`${id}-note`}
      />
      <p id={`${id}-note`} className="mt-1 text-sm text-slate-600" data-testid="whatsapp-note">
        {note}
      </p>
    </div>
  );
}
