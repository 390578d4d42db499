import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/accounts/user-schema';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { adminUsersQuery } from '../api/admin-user-queries';
import { useAdminUsers } from '../hooks/use-admin-users';
import { AdminUserRow } from './admin-user-row';
import { CreateAdminForm } from './create-admin-form';

/** Admin accounts: the superadmin's alone; anyone else is told they may not manage users. */
export function UsersTab({ role }: { role: Role }) {
  const { t } = useTranslation();
  if (role !== 'superadmin') return <Notice tone="warning">{t('adminSettings.users.noPermission')}</Notice>;
  return <AdminUsers />;
}

function AdminUsers() {
  const { t } = useTranslation();
  const query = useQuery(adminUsersQuery());
  const actions = useAdminUsers();
  return (
    <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
      <section aria-labelledby="admin-users-title">
        <h3 id="admin-users-title" className="text-base font-semibold text-slate-900">
          {t('adminSettings.users.title')}
        </h3>
        <QueryState query={query} errorText={t('adminSettings.users.loadFailed')} isEmpty={(users) => users.length === 0} emptyText={t('adminSettings.users.empty')} className="mt-3">
          {(users) => (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="admin-users">
              {users.map((user) => (
                <AdminUserRow key={user.id} user={user} actions={actions} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <CreateAdminForm actions={actions} />
    </div>
  );
}
