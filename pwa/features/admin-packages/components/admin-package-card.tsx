import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { canMarkPickedUp, canMarkReceived } from '@shared/packages/package-status';
import { parsePickupInstructions } from '@shared/pickup/pickup-instructions';
import { Button } from '@/components/ui/button';
import { OutboxMark } from '@/lib/outbox/outbox-mark';
import type { OutboxOperation } from '@/lib/outbox/outbox-types';
import { useAdminText } from '../hooks/use-admin-text';
import { CarrierControl } from './carrier-control';
import { MarkPickedUpDialog } from './mark-picked-up-dialog';
import { MarkReceivedDialog } from './mark-received-dialog';
import { PackageEvents } from './package-events';
import { PackageOwner } from './package-owner';
import { DeclaredFacts } from '@/components/packages/declared-facts';
import { PackageWorkflow } from './package-workflow';
import { StatusPill, StorageDays } from './status-badges';

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `min-w-0 ${className}` : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One package as staff see it (part 2 section 2): owner, tracking, statuses, dates, storage, events, workflow and actions. */
export function AdminPackageCard({ pkg, mark }: { pkg: AdminPackage; mark?: OutboxOperation }) {
  const { t } = useTranslation();
  const { carrierName, statusText, dateTime, longDate } = useAdminText();
  const [dialog, setDialog] = useState<'received' | 'pickedUp' | null>(null);
  const { pickupTime, notes } = parsePickupInstructions(pkg.delivery_instructions);
  const titleId = `admin-package-${pkg.id}-title`;
  const receivable = canMarkReceived(pkg, { markReceivedEnabled: true });
  const handOver = canMarkPickedUp(pkg);

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-package-card" data-package-id={pkg.id}>
      <PackageOwner pkg={pkg} />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">{pkg.title}</h3>
          <p className="font-mono text-sm break-all text-slate-800" data-testid="tracking-number">
            <span className="sr-only">{t('admin.card.trackingNumber')}: </span>{pkg.tracking_number}
          </p>
        </div>
        <StatusPill pkg={pkg} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Field label={t('admin.card.carrier')}>
          {pkg.tracking_url ? <a href={pkg.tracking_url} target="_blank" rel="noreferrer" className="text-cyan-800 underline-offset-2 hover:underline">{carrierName(pkg)}</a> : carrierName(pkg)}
          {pkg.carrier === null && <CarrierControl packageId={pkg.id} />}
        </Field>
        <Field label={t('admin.card.carrierStatus')}>{statusText(pkg.status)}</Field>
        <Field label={t('admin.card.deliveryStatus')}>{statusText(pkg.delivery_status)}</Field>
        <Field label={t('admin.card.estimatedDelivery')}>{pkg.estimated_delivery ? longDate(pkg.estimated_delivery) : t('admin.card.none')}</Field>
        {pkg.scheduled_delivery_date && <Field label={t('admin.card.scheduledDate')}>{longDate(pkg.scheduled_delivery_date)}</Field>}
        {(pickupTime || notes) && (
          <Field label={t('admin.card.instructions')}>
            {pickupTime && <span className="block">{t('admin.card.pickupTime', { time: pickupTime })}</span>}
            {notes && <span className="block">{t('admin.card.notes', { notes })}</span>}
          </Field>
        )}
        {pkg.received_at && (
          <Field label={t('admin.card.receivedAt')}>
            {dateTime(pkg.received_at)}
            {pkg.weight_lb !== null && <span className="block">{t('admin.card.weight', { weight: pkg.weight_lb })}</span>}
            {pkg.shelf && <span className="block" data-testid="admin-shelf">{t('counterPickup.shelfValue', { shelf: pkg.shelf })}</span>}
          </Field>
        )}
        {pkg.package_storage_days !== null && pkg.storage_last_day && (
          <Field label={t('admin.card.storage')}>
            <StorageDays pkg={pkg} />
          </Field>
        )}
        <DeclaredFacts pkg={pkg} termClassName="text-xs font-medium tracking-wide text-slate-500 uppercase" valueClassName="text-sm break-words text-slate-900" />
        {pkg.parcel_notes && (
          <Field label={t('admin.card.parcelNotes')} className="col-span-2">
            <span data-testid="admin-parcel-notes">{pkg.parcel_notes}</span>
          </Field>
        )}
        <Field label={t('admin.card.lastUpdated')}>{dateTime(pkg.updated_at)}</Field>
      </dl>
      <PackageEvents events={pkg.events} />
      <PackageWorkflow entries={pkg.post_delivery_workflow} disposalNote={pkg.disposal_note} />
      {mark && <OutboxMark operation={mark} />}
      {(receivable || handOver) && mark?.state !== 'pending' && mark?.state !== 'sending' && (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {receivable && <Button size="lg" className="flex-1" onClick={() => setDialog('received')}>{t('admin.received.action')}</Button>}
          {handOver && <Button size="lg" className="flex-1" onClick={() => setDialog('pickedUp')}>{t('admin.pickedUp.action')}</Button>}
        </div>
      )}
      {receivable && <MarkReceivedDialog pkg={pkg} open={dialog === 'received'} onOpenChange={(open) => setDialog(open ? 'received' : null)} />}
      {handOver && <MarkPickedUpDialog pkg={pkg} open={dialog === 'pickedUp'} onOpenChange={(open) => setDialog(open ? 'pickedUp' : null)} />}
    </article>
  );
}
