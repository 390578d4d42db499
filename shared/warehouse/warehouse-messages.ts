/** Server texts of the warehouse address calls (part 2 sections 2 and 8). */
export const WAREHOUSE_MESSAGES = {
  created: 'Warehouse address created successfully',
  updated: 'Warehouse address updated successfully',
  deleted: 'Warehouse address deleted successfully',
  activated: 'Warehouse address activated successfully',
  cannotDeleteActive: 'You cannot delete the active warehouse address.',
  notFound: 'Warehouse address not found',
} as const;
