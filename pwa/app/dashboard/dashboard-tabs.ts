import { AccountIcon, DeliveryIcon, HomeIcon, PackageIcon, PickupIcon } from './tab-icons';

export const DASHBOARD_PATH = '/dashboard';
export const PACKAGES_PATH = '/dashboard/packages';
export const PICKUP_PATH = '/dashboard/pickup';
export const ACCOUNT_PATH = '/dashboard/account';
export const DELIVERIES_PATH = '/dashboard/deliveries';
export const TRIPS_PATH = '/dashboard/trips';
export const NEW_DELIVERY_PATH = `${DELIVERIES_PATH}/new`;
export const deliveryPath = (id: number) => `${DELIVERIES_PATH}/${id}`;
export const packagePath = (id: number) => `${PACKAGES_PATH}/${id}`;

/** The dashboard's sections: the phone's bottom tabs and the desktop sidebar. Home matches only itself. */
export const DASHBOARD_TABS = [
  { key: 'home', to: DASHBOARD_PATH, end: true, Icon: HomeIcon },
  { key: 'packages', to: PACKAGES_PATH, end: false, Icon: PackageIcon },
  { key: 'pickup', to: PICKUP_PATH, end: false, Icon: PickupIcon },
  { key: 'deliveries', to: DELIVERIES_PATH, end: false, Icon: DeliveryIcon },
  { key: 'account', to: ACCOUNT_PATH, end: false, Icon: AccountIcon },
] as const;
