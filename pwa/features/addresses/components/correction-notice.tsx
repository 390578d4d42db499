import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { correctedFields } from '@shared/addresses/corrected-fields';
import type { CorrectableFields, DeliveryAddress } from '@shared/addresses/delivery-address-schema';
import { Button } from '@/components/ui/button';
import type { AddressActions } from '../hooks/use-address-actions';

interface CorrectionNoticeProps {
  address: DeliveryAddress;
  suggestion: CorrectableFields;
  actions: AddressActions;
  onEdit: () => void;
}

/** The carrier's form of the address, what it changed marked (and said to a screen reader), with accept and edit. */
export function CorrectionNotice({ address, suggestion, actions, onEdit }: CorrectionNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const changed = new Set(correctedFields(address, suggestion));
  const part = (field: keyof CorrectableFields, text: string | null) =>
    text &&
    (changed.has(field) ? (
      <mark className="rounded bg-amber-200 px-0.5 text-amber-950">
        {text}
        <span className="sr-only"> ({t('addresses.correction.changed')})</span>
      </mark>
    ) : (
      text
    ));
  return (
    <div role="group" aria-labelledby={titleId} className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="address-correction">
      <p id={titleId} className="font-semibold">
        {t('addresses.correction.title')}
      </p>
      <p className="mt-1">{t('addresses.correction.text')}</p>
      <address className="mt-2 not-italic" data-testid="suggested-address">
        {part('street1', suggestion.street1)}
        {suggestion.street2 && (
          <>
            <br />
            {part('street2', suggestion.street2)}
          </>
        )}
        <br />
        {part('city', suggestion.city)}, {part('state', suggestion.state)} {part('zip', suggestion.zip)}
      </address>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          className="min-h-11"
          busy={actions.acceptingId === address.id}
          busyText={t('addresses.correction.accepting')}
          onClick={() => void actions.acceptCorrection(address.id)}
        >
          {t('addresses.correction.accept')}
        </Button>
        <Button variant="outline" className="min-h-11" onClick={onEdit}>
          {t('addresses.edit')}
        </Button>
      </div>
    </div>
  );
}
