import { ADMIN_USER_MESSAGES } from '@shared/admin/admin-user-schema';
import { WAREHOUSE_MESSAGES } from '@shared/warehouse/warehouse-address-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import i18n from '@/lib/i18n';

const FORBIDDEN = 'You do not have permission to do this';
const TRANSLATED_WAREHOUSE: Array<keyof typeof WAREHOUSE_MESSAGES> = ['cannotDeleteActive', 'notFound'];
const TRANSLATED_USERS: Array<keyof typeof ADMIN_USER_MESSAGES> = ['onlySuperadmins', 'emailTaken', 'inviteNotSent', 'notFound', 'cannotRevokeSelf', 'cannotRevokeSuperadmin'];

/** The English refusals of the settings, warehouse and admin-user calls, with their key under adminSettings.serverMessages. */
const KNOWN: Record<string, string> = { [FORBIDDEN]: 'adminSettings.serverMessages.forbidden' };
for (const key of TRANSLATED_WAREHOUSE) KNOWN[WAREHOUSE_MESSAGES[key]] = `adminSettings.serverMessages.warehouse.${key}`;
for (const key of TRANSLATED_USERS) KNOWN[ADMIN_USER_MESSAGES[key]] = `adminSettings.serverMessages.users.${key}`;

/** The server's error in the user's language when it is one of ours, else as apiErrorMessage gives it. */
export async function describeAdminError(error: unknown, fallback: string): Promise<string> {
  const failure = await getApiFailure(error);
  const known = failure.kind === 'http' && failure.error ? KNOWN[failure.error] : undefined;
  return known ? i18n.t(known) : describeApiFailure(failure, fallback);
}
