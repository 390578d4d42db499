import type { DeliveryAddress, DeliveryAddressList } from '@shared/addresses/delivery-address-schema';
import type { Delivery, DeliveryPaypalOrder, DeliveryQuote } from '@shared/deliveries/delivery-schema';
import type { PaymentMethod } from '@shared/payments/payment-method-schema';
import type { DeliveryLinks } from '../components/delivery-links';

const STAMP = '2026-03-10T15:00:00.000Z';

/** The app's links, as the dashboard routes give them. */
export const TEST_LINKS: DeliveryLinks = {
  list: '/dashboard/deliveries',
  newDelivery: '/dashboard/deliveries/new',
  delivery: (id) => `/dashboard/deliveries/${id}`,
  addresses: '/dashboard/account#delivery-addresses-title',
  paymentMethods: '/dashboard/account',
};

export const anAddress = (overrides: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  id: 1,
  name: 'Ana Gómez',
  street1: '8350 NW 52nd Ter',
  street2: 'Apt 4',
  city: 'Doral',
  state: 'FL',
  zip: '33166',
  phone: '305 555 0100',
  country: 'US',
  is_primary: true,
  verification_status: 'verified',
  suggested_correction: null,
  verified_at: STAMP,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const anAddressList = (addresses: DeliveryAddress[], overrides: Partial<DeliveryAddressList> = {}): DeliveryAddressList => ({
  addresses,
  delivery_enabled: true,
  max_delivery_addresses: 3,
  can_add_address: true,
  ...overrides,
});

export const aCard = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  token: 'card-1',
  card_type: 'Visa',
  last_4: '1111',
  is_default: true,
  cardholder_name: 'Ana Gómez',
  expiration_month: '12',
  expiration_year: '2030',
  ...overrides,
});

const destination = { name: 'Ana Gómez', street1: '8350 NW 52nd Ter', street2: 'Apt 4', city: 'Doral', state: 'FL', zip: '33166', phone: '305 555 0100' };

/** Three rates, cheapest first, each with the $5.00 handling fee in its total. */
export const aQuote = (overrides: Partial<DeliveryQuote> = {}): DeliveryQuote => ({
  quote_id: 'q_1',
  address_id: 1,
  destination,
  packages: [
    { id: 1, title: 'Zapatillas', tracking_number: '1Z999AA10123456784', weight_lb: 2.5 },
    { id: 2, title: 'Libros', tracking_number: '9400111899223100000001', weight_lb: 4 },
  ],
  weight_oz: 104,
  handling_fee_cents: 500,
  currency: 'USD',
  rates: [
    { rate_id: 'r_ground', carrier: 'USPS', service: 'Ground Advantage', amount_cents: 850, total_cents: 1350, delivery_days: 5, est_delivery_date: null },
    { rate_id: 'r_priority', carrier: 'USPS', service: 'Priority Mail', amount_cents: 1375, total_cents: 1875, delivery_days: 2, est_delivery_date: null },
    { rate_id: 'r_ups', carrier: 'UPS', service: '2nd Day Air', amount_cents: 2990, total_cents: 3490, delivery_days: null, est_delivery_date: '2026-03-13' },
  ],
  expires_at: '2026-03-10T15:30:00.000Z',
  ...overrides,
});

/** Paid on the default card (Visa ending 1111); `aPaypalDelivery` for one paid with PayPal. */
export const aDelivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  id: 31,
  status: 'paid',
  packages: aQuote().packages,
  destination,
  carrier: 'USPS',
  service: 'Priority Mail',
  rate_cents: 1375,
  handling_fee_cents: 500,
  total_cents: 1875,
  currency: 'USD',
  payment_method: 'card',
  paid_with: { card_type: 'Visa', last_4: '1111' },
  est_delivery_date: null,
  tracking_code: null,
  tracking_status: null,
  events: [],
  can_cancel: true,
  created_at: STAMP,
  label_bought_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  ...overrides,
});

/** Paid with PayPal: no card to name. */
export const aPaypalDelivery = (overrides: Partial<Delivery> = {}): Delivery => aDelivery({ payment_method: 'paypal', paid_with: null, ...overrides });

/** 201 of POST /api/deliveries/paypal-order: the reservation and its order, approved at `approveUrl`. */
export const aPaypalOrder = (deliveryId = 31, approveUrl = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T'): DeliveryPaypalOrder => ({
  delivery_id: deliveryId,
  order: {
    id: '5O190127TN364715T',
    status: 'CREATED',
    links: [
      { href: 'https://api.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T', rel: 'self', method: 'GET' },
      { href: approveUrl, rel: 'approve', method: 'GET' },
    ],
  },
});
