/** Server texts of the admin user calls (part 2 sections 7 and 8, and the rules beyond the spec). */
export const ADMIN_USER_MESSAGES = {
  created: 'Admin user created. A verification email was sent to the user.',
  onlySuperadmins: 'Only superadmins can create admin users.',
  emailTaken: 'A user with this email already exists.',
  revoked: 'Admin access revoked',
  notFound: 'Admin user not found',
  cannotRevokeSelf: 'You cannot revoke your own access.',
  cannotRevokeSuperadmin: 'Superadmin access cannot be revoked.',
} as const;
