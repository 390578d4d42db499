import type { TrackingStatus } from '../../../shared/packages/tracking-status';
import type { DateLanguage } from '../../../shared/time/new-york';

/** The carrier statuses as the app names them (pwa/lib/locales/{es,en}/packages.json, `status`), for the alerts. */
export const TRACKING_STATUS_NAMES: Record<DateLanguage, Record<TrackingStatus, string>> = {
  es: {
    pending: 'Pendiente',
    info_received: 'Etiqueta creada',
    in_transit: 'En tránsito',
    out_for_delivery: 'En reparto',
    failed_attempt: 'Intento de entrega fallido',
    available_for_pickup: 'Disponible en el transportista',
    delivered: 'Entregado',
    exception: 'Incidencia del transportista',
    returned: 'Devuelto al remitente',
  },
  en: {
    pending: 'Pending',
    info_received: 'Label created',
    in_transit: 'In Transit',
    out_for_delivery: 'Out for delivery',
    failed_attempt: 'Delivery attempt failed',
    available_for_pickup: 'Available at the carrier',
    delivered: 'Delivered',
    exception: 'Carrier exception',
    returned: 'Returned to sender',
  },
};
