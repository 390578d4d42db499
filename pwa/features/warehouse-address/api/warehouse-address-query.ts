import { queryOptions } from '@tanstack/react-query';
import { MINUTE_MS } from '@shared/time/durations';
import { getActiveAddress } from './get-active-address';

/** The active Miami warehouse address (staff change it rarely). */
export const activeAddressQuery = () =>
  queryOptions({ queryKey: ['warehouse-address'], queryFn: getActiveAddress, staleTime: 5 * MINUTE_MS });
