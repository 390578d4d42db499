import { z } from 'zod';
import { PACKAGE_STATUSES, STATUS_FILTERS } from './package-status-rules';

export {
  CARRIER_STATUSES,
  WORKFLOW_STATUSES,
  PACKAGE_STATUSES,
  STATUS_FILTERS,
  DEFAULT_STATUS_FILTER,
  normalizeStatus,
  effectiveStatus,
  matchesStatusFilter,
  trackingSearchMatches,
  canMarkReceived,
  canMarkPickedUp,
  canEditPickup,
  canChooseForPickup,
  isSkippedByBulkRefresh,
  packagesToRefresh,
  sortEventsNewestFirst,
  WORKFLOW_RANK,
  sortWorkflowEntries,
  type PackageStatus,
  type WorkflowStatus,
  type StatusFilter,
} from './package-status-rules';

export const PackageStatusSchema = z.enum(PACKAGE_STATUSES);
export const StatusFilterSchema = z.enum(STATUS_FILTERS);
