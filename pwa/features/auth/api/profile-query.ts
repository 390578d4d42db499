import { queryOptions } from '@tanstack/react-query';
import { getProfile } from './get-profile';

/** The signed-in user as the server sees them; always refetched when asked (staleTime 0). */
export const profileQuery = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile, staleTime: 0 });
