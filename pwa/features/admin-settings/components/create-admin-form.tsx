import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CreateAdminUserSchema } from '@shared/admin/admin-user-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { validationText } from '@/lib/validation-text';
import type { AdminUsersActions } from '../hooks/use-admin-users';

const EMPTY = { first_name: '', last_name: '', email: '' };

/** First name, last name and e-mail; the new admin verifies the address and sets a password from the e-mail. */
export function CreateAdminForm({ actions }: { actions: AdminUsersActions }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(CreateAdminUserSchema), defaultValues: EMPTY });
  const error = (field: keyof typeof EMPTY) => validationText(t, formState.errors[field]?.message);
  const label = (key: string) => t(`adminSettings.users.create.${key}`);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const outcome = await actions.create(input);
    if (outcome.ok) reset(EMPTY);
    else setFailure(outcome.message);
  });

  return (
    <section aria-labelledby="create-admin-title" className="rounded-xl border border-slate-200 p-4">
      <h3 id="create-admin-title" className="text-base font-semibold text-slate-900">
        {label('title')}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{label('hint')}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={actions.creating || undefined} className="mt-4 space-y-3" data-testid="create-admin-form">
        <TextField label={label('first_name')} autoComplete="off" required aria-required="true" error={error('first_name')} {...register('first_name')} />
        <TextField label={label('last_name')} autoComplete="off" required aria-required="true" error={error('last_name')} {...register('last_name')} />
        <TextField label={label('email')} type="email" autoComplete="off" required aria-required="true" error={error('email')} {...register('email')} />
        <div aria-live="polite">
          {actions.created && <Notice tone="success">{label('created')}</Notice>}
        </div>
        {failure && <Notice tone="destructive">{failure}</Notice>}
        <Button type="submit" size="lg" className="w-full" busy={actions.creating} busyText={label('busy')}>
          {label('submit')}
        </Button>
      </form>
    </section>
  );
}
