import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { cn } from '@/lib/cn';
import { useLabelPrint } from '../hooks/use-label-print';

interface LabelPrintProps {
  deliveryId: number;
  /** Set once the label was just bought here: the button takes focus, printing being the next step. */
  focusNow?: boolean;
}

/** 'Print label', then the label's links: the way to it when the new window was blocked or closed. */
export function LabelPrint({ deliveryId, focusNow = false }: LabelPrintProps) {
  const { t } = useTranslation();
  const { state, print, dismiss } = useLabelPrint(deliveryId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNow) buttonRef.current?.focus();
  }, [focusNow]);
  return (
    <div className="flex flex-1 flex-col gap-2">
      <Button size="lg" ref={buttonRef} className="h-14 w-full text-lg" busy={state.kind === 'loading'} busyText={t('shipping.print.busy')} onClick={() => void print()}>
        {t('shipping.print.action')}
      </Button>
      {state.kind === 'failed' && <Notice tone="destructive">{state.text}</Notice>}
      {state.kind === 'ready' && (
        <Notice tone={state.opened ? 'info' : 'warning'}>
          <p>{state.opened ? t('shipping.print.opened') : t('shipping.print.blocked')}</p>
          <div className="mt-2 flex flex-wrap gap-2" data-testid="label-links">
            <a href={state.url} target="_blank" rel="noopener" className={cn(buttonClasses('outline', 'lg'), 'h-14')}>{t('shipping.print.open')}</a>
            <a href={state.url} download={t('shipping.print.fileName', { id: deliveryId })} className={cn(buttonClasses('outline', 'lg'), 'h-14')}>{t('shipping.print.download')}</a>
            <Button variant="ghost" size="lg" className="h-14" onClick={dismiss}>{t('shipping.print.close')}</Button>
          </div>
        </Notice>
      )}
    </div>
  );
}
