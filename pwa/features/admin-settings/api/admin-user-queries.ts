import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateAdminUser } from '@shared/admin/admin-user-schema';
import { createAdminUser } from './create-admin-user';
import { listAdminUsers } from './list-admin-users';
import { revokeAdminUser } from './revoke-admin-user';

const LIST_KEY = ['admin-users'];

export const adminUsersQuery = () => queryOptions({ queryKey: LIST_KEY, queryFn: listAdminUsers, staleTime: 0 });

export const createAdminUserMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (input: CreateAdminUser) => createAdminUser(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });

/** The revoked row leaves the list at once, then the list is confirmed with the server. */
export const revokeAdminUserMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: number) => revokeAdminUser(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdminUser[]>(LIST_KEY, (users) => users?.filter((user) => user.id !== id));
      return queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
