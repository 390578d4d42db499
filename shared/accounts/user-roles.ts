// No zod here: route guards and menus on first paint need the roles, not the schemas (decision 101).

export const ROLES = ['regular', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export const isStaffRole = (role: Role) => role === 'admin' || role === 'superadmin';
