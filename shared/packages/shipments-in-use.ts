/** The workflow status that ends a package's use of a plan slot. */
export const PICKED_UP_STATUS = 'picked_up';

/**
 * THE reading of "shipments in use" for caps, plan-change checks and usage bars: the
 * customer's packages that have not been picked up yet (delivery_status !== 'picked_up').
 * A package counts from creation, whatever its carrier status, until it is marked picked up.
 */
export const isShipmentInUse = (pkg: { delivery_status: string | null | undefined }) => pkg.delivery_status !== PICKED_UP_STATUS;

export const countShipmentsInUse = (packages: readonly { delivery_status: string | null | undefined }[]) =>
  packages.filter(isShipmentInUse).length;

/** The server's can_add_shipment: valid access and a free slot under the plan's cap. */
export const canAddShipment = ({ hasAccess, shipmentsInUse, maxShipments }: { hasAccess: boolean; shipmentsInUse: number; maxShipments: number }) =>
  hasAccess && shipmentsInUse < maxShipments;
