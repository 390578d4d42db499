/**
 * A record's id in the page's address (`/dashboard/deliveries/:id`, `…/packages/:id/storage/:extensionId/…`), or null
 * when it is not a positive integer.
 */
export function idInAddress(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
