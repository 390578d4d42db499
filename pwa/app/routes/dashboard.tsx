import { useTranslation } from 'react-i18next';
import { displayName, useAuthStore } from '@/features/auth/store/auth-store';

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('pages.dashboard.greeting', { name: user ? displayName(user) : '' })}</h1>
    </section>
  );
}
