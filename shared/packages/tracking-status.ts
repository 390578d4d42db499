import { z } from 'zod';
import { TRACKING_STATUSES } from './tracking-status-list';

export { TRACKING_STATUSES, FINAL_TRACKING_STATUSES, isFinalTrackingStatus, type TrackingStatus } from './tracking-status-list';

export const TrackingStatusSchema = z.enum(TRACKING_STATUSES);
