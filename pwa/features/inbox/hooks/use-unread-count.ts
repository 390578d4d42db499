import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../api/inbox-queries';

/** Contact messages not yet handled, for the header's badge; null until known. */
export function useUnreadCount(): number | null {
  return useQuery(unreadCountQuery()).data ?? null;
}
