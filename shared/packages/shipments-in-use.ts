/** The workflow statuses that end a package's use of a plan slot: it left the warehouse (disposed of too, decision 180). */
export const LEFT_WAREHOUSE_STATUSES: readonly string[] = ['picked_up', 'shipped', 'disposed'];

/**
 * THE reading of "shipments in use" for caps, plan-change checks and usage bars: the customer's packages that have not
 * left the warehouse yet (picked up, or shipped to them: decision 166). A package counts from creation, whatever its
 * carrier status, until then.
 */
export const isShipmentInUse = (pkg: { delivery_status: string | null | undefined }) => !LEFT_WAREHOUSE_STATUSES.includes(pkg.delivery_status ?? '');

export const countShipmentsInUse = (packages: readonly { delivery_status: string | null | undefined }[]) =>
  packages.filter(isShipmentInUse).length;

/** The server's can_add_shipment: valid access and a free slot under the plan's cap. */
export const canAddShipment = ({ hasAccess, shipmentsInUse, maxShipments }: { hasAccess: boolean; shipmentsInUse: number; maxShipments: number }) =>
  hasAccess && shipmentsInUse < maxShipments;
