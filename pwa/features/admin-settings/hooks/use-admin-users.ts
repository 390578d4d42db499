import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { CreateAdminUser } from '@shared/admin/admin-user-schema';
import { createAdminUserMutation, revokeAdminUserMutation } from '../api/admin-user-queries';
import { apiErrorMessage } from '@/lib/api-client';

type Outcome = { ok: true } | { ok: false; message: string };

/** Create and revoke admins; each answers with the text to show (the server's error when there is one). */
export function useAdminUsers() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation(createAdminUserMutation(queryClient));
  const revoke = useMutation(revokeAdminUserMutation(queryClient));
  const [created, setCreated] = useState(false);

  return {
    create: async (input: CreateAdminUser): Promise<Outcome> => {
      setCreated(false);
      try {
        await create.mutateAsync(input);
        setCreated(true);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: await apiErrorMessage(error, t('adminSettings.users.create.failed')) };
      }
    },
    creating: create.isPending,
    /** The last create succeeded: its confirmation stays on screen until the next try. */
    created,
    revoke: async (id: number): Promise<Outcome> => {
      try {
        await revoke.mutateAsync(id);
        toast.success(t('adminSettings.users.revoked'));
        return { ok: true };
      } catch (error) {
        return { ok: false, message: await apiErrorMessage(error, t('adminSettings.users.revokeFailed')) };
      }
    },
    revoking: revoke.isPending,
  };
}

export type AdminUsersActions = ReturnType<typeof useAdminUsers>;
