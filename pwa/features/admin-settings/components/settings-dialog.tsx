import { useState } from 'react';
import type { Role } from '@shared/accounts/user-schema';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useSettingsForm } from '../hooks/use-settings-form';
import { DeliveryTab } from './delivery-tab';
import { StorageTab } from './storage-tab';
import { GeneralTab } from './general-tab';
import { PaymentsTab } from './payments-tab';
import { PickupTab } from './pickup-tab';
import { SettingsSaveBar } from './settings-save-bar';
import { SupportTab } from './support-tab';
import { TripsReceivingTab } from './trips-receiving-tab';
import { UsersTab } from './users-tab';
import { WarehousesTab } from './warehouses-tab';

interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in staff member's role: what they may change. */
  viewerRole: Role;
}

const TABS = ['general', 'warehouses', 'pickup', 'deliveries', 'storage', 'trips', 'payments', 'support', 'users'] as const;
type Tab = (typeof TABS)[number];

/**
 * The Admin Settings dialog: General, Warehouses, Pickups, Deliveries (the handling fee, decision 166), Storage (the
 * price of extra days and the overstay policy, decision 176), Trips and receiving (the forecast's receiving margin,
 * decision 174, and the missing-parcel hours, decision 177), Payments,
 * Support (response targets, decision 162) and Users (part 2 section 2).
 */
export function SettingsDialog({ open, onOpenChange, viewerRole }: SettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('adminSettings.title')} description={t('adminSettings.description')} size="xl" testId="settings-dialog">
      {/* Mounted only while open, so unsaved edits are dropped on close and the settings are read afresh on the next opening. */}
      <SettingsBody role={viewerRole} onClose={() => onOpenChange(false)} />
    </AppDialog>
  );
}

const TAB_CLASSES = cn(
  'min-h-11 flex-1 rounded-md px-3 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900',
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
);

function SettingsBody({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const isSuperadmin = role === 'superadmin';
  const form = useSettingsForm(isSuperadmin, onClose);
  const [tab, setTab] = useState<Tab>('general');

  return (
    <Tabs.Root value={tab} onValueChange={(next) => setTab(next as Tab)} className="min-h-[28rem]">
      <Tabs.List aria-label={t('adminSettings.tabs.label')} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name} className={TAB_CLASSES}>
            {t(`adminSettings.tabs.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="general" className="mt-5">
        <GeneralTab form={form} isSuperadmin={isSuperadmin} />
      </Tabs.Content>
      <Tabs.Content value="warehouses" className="mt-5">
        <WarehousesTab isSuperadmin={isSuperadmin} />
      </Tabs.Content>
      <Tabs.Content value="pickup" className="mt-5">
        <PickupTab />
      </Tabs.Content>
      <Tabs.Content value="deliveries" className="mt-5">
        <DeliveryTab />
      </Tabs.Content>
      <Tabs.Content value="storage" className="mt-5">
        <StorageTab />
      </Tabs.Content>
      <Tabs.Content value="trips" className="mt-5">
        <TripsReceivingTab />
      </Tabs.Content>
      <Tabs.Content value="payments" className="mt-5">
        <PaymentsTab form={form} />
      </Tabs.Content>
      <Tabs.Content value="support" className="mt-5">
        <SupportTab />
      </Tabs.Content>
      <Tabs.Content value="users" className="mt-5">
        <UsersTab role={role} />
      </Tabs.Content>
      {(tab === 'general' || tab === 'payments') && <SettingsSaveBar form={form} />}
    </Tabs.Root>
  );
}
