import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '@/features/inbox/hooks/use-unread-count';
import { useToShipCount } from '@/features/shipping-queue/hooks/use-to-ship-count';
import { cn } from '@/lib/cn';

export const ADMIN_TABS = ['packages', 'shipping', 'messages', 'pickups', 'overdue', 'missing'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

const tabClasses = cn(
  'inline-flex h-12 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-medium text-slate-600 hover:text-slate-900',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-cyan-700',
  'data-[state=active]:border-cyan-700 data-[state=active]:text-cyan-800',
);

/** Packages, Shipping and Messages; Shipping carries the deliveries waiting to ship, Messages the unread count. */
export function AdminTabList() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const toShip = useToShipCount();
  return (
    <Tabs.List aria-label={t('admin.tabs.label')} className="relative -mb-px flex gap-1 overflow-x-auto">
      <Tabs.Trigger value="packages" className={tabClasses}>{t('admin.tabs.packages')}</Tabs.Trigger>
      <Tabs.Trigger value="shipping" className={tabClasses} data-testid="shipping-tab">
        {t('admin.tabs.shipping')}
        {toShip !== null && toShip > 0 && (
          <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-950" data-testid="to-ship-count">
            <span aria-hidden="true">{toShip}</span>
            <span className="sr-only">{t('admin.tabs.toShip', { count: toShip })}</span>
          </span>
        )}
      </Tabs.Trigger>
      <Tabs.Trigger value="pickups" className={tabClasses} data-testid="pickups-tab">{t('counterPickup.staging.tab')}</Tabs.Trigger>
      <Tabs.Trigger value="overdue" className={tabClasses} data-testid="overdue-tab">{t('storageStaff.tab')}</Tabs.Trigger>
      <Tabs.Trigger value="missing" className={tabClasses} data-testid="missing-tab">{t('missingParcels.tab')}</Tabs.Trigger>
      <Tabs.Trigger value="messages" className={tabClasses} data-testid="messages-tab">
        {t('admin.tabs.messages')}
        {unread !== null && unread > 0 && (
          <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread-count">
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">{t('admin.tabs.unread', { count: unread })}</span>
          </span>
        )}
      </Tabs.Trigger>
    </Tabs.List>
  );
}
