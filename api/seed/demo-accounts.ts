import type { Role } from '../../shared/accounts/user-schema';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
}

/** Known demo logins, printed at start-up outside production. */
export const DEMO_ACCOUNTS = {
  customer: { email: 'cliente@demo.miamidrop.test', password: 'Cliente2026!', role: 'regular', firstName: 'Lucía', lastName: 'Fernández', phone: '+5491122334455' },
  admin: { email: 'admin@demo.miamidrop.test', password: 'Admin2026!', role: 'admin', firstName: 'Marcos', lastName: 'Rivera', phone: '+13055550101' },
  superadmin: { email: 'superadmin@demo.miamidrop.test', password: 'Super2026!', role: 'superadmin', firstName: 'Elena', lastName: 'Suárez', phone: '+13055550102' },
} satisfies Record<string, DemoAccount>;

export const DEMO_WHATSAPP_NUMBER = '+1 305-555-0148';

/**
 * The public site's contact details in a demo: visibly demo values (a 555-01xx number, which is reserved for
 * fiction, "(demo)" on the address and the handles) that the staff replace in the admin settings. The support
 * e-mail stays the configured SUPPORT_EMAIL until they set one (contact messages follow it).
 */
export const DEMO_BUSINESS_DETAILS = {
  support_phone: '+1 305-555-0148',
  street_address: '7950 NW 53rd St, Miami, FL 33166 (demo)',
  instagram_url: 'https://www.instagram.com/miamidrop.demo',
  facebook_url: 'https://www.facebook.com/miamidrop.demo',
} as const;

export const DEMO_WAREHOUSE = {
  name: 'Miami Drop — Doral (demo)',
  streetAddress: '7950 NW 53rd St',
  city: 'Miami',
  state: 'FL',
  postalCode: '33166',
  country: 'United States',
  contactPerson: 'Recepción Miami Drop',
  phone: '+1 305-555-0148',
  notes: 'Lunes a viernes de 9:00 a 17:00 (hora de Miami).',
};
