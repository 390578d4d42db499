import { useQuery } from '@tanstack/react-query';
import type { Role } from '@shared/accounts/user-schema';
import { viewerRoleQuery } from '../api/settings-queries';

/** The signed-in staff member's role; undefined until known. */
export function useViewerRole(): Role | undefined {
  return useQuery(viewerRoleQuery()).data;
}
