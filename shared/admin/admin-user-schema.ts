import { z } from 'zod';
import { RoleSchema } from '../accounts/user-schema';
import { EmailSchema, requiredName } from '../validation/fields';
export { ADMIN_USER_MESSAGES } from './admin-user-messages';

/** POST /api/admin/users (superadmin): the new admin sets their own password from the e-mailed link. */
export const CreateAdminUserSchema = z.object({
  email: EmailSchema,
  first_name: requiredName('firstNameRequired'),
  last_name: requiredName('lastNameRequired'),
});
export type CreateAdminUser = z.infer<typeof CreateAdminUserSchema>;

/** A staff account as the Users tab lists it; is_active: the address is verified (the password is set). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: RoleSchema,
  is_active: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserCreatedSchema = z.object({ user: AdminUserSchema, message: z.string() });
export type AdminUserCreated = z.infer<typeof AdminUserCreatedSchema>;
