import { queryOptions } from '@tanstack/react-query';
import { getSupportThreads } from './get-support-threads';
import { SUPPORT_THREADS_KEY } from './support-keys';

/** Support answers within hours: a visit to the account reads the threads afresh, held ones show meanwhile. */
export const supportThreadsQuery = () => queryOptions({ queryKey: SUPPORT_THREADS_KEY, queryFn: getSupportThreads, staleTime: 0 });
