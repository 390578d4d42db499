import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/admin/admin-user-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import type { AdminUsersActions } from '../hooks/use-admin-users';

/** One admin with 'Revoke access' behind the spec's confirmation; the row leaves the list once revoked. */
export function AdminUserRow({ user, actions }: { user: AdminUser; actions: AdminUsersActions }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  const setOpen = (next: boolean) => {
    if (actions.revoking) return;
    setFailure(null);
    setConfirming(next);
  };
  const revoke = async () => {
    setFailure(null);
    const outcome = await actions.revoke(user.id);
    if (outcome.ok) setConfirming(false);
    else setFailure(outcome.message);
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="admin-user">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="mt-0.5 text-xs text-slate-500">{user.is_active ? t('adminSettings.users.verified') : t('adminSettings.users.pending')}</p>
      </div>
      <Button variant="outline" className="min-h-11 text-red-700" aria-label={t('adminSettings.users.revokeLabel', { name })} onClick={() => setOpen(true)}>
        {t('adminSettings.users.revoke')}
      </Button>
      <AppDialog open={confirming} onOpenChange={setOpen} title={t('adminSettings.users.revokeTitle')} description={t('adminSettings.users.revokeConfirm')} size="sm" testId="revoke-admin-dialog">
        <p className="text-sm font-medium text-slate-900">
          {name} · {user.email}
        </p>
        {failure && (
          <Notice tone="destructive" className="mt-4">
            {failure}
          </Notice>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" disabled={actions.revoking} onClick={() => setOpen(false)}>
            {t('adminSettings.users.cancel')}
          </Button>
          <Button variant="destructive" size="lg" busy={actions.revoking} busyText={t('adminSettings.users.revoking')} onClick={() => void revoke()}>
            {t('adminSettings.users.revoke')}
          </Button>
        </div>
      </AppDialog>
    </li>
  );
}
