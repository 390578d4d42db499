export const ADMIN_PACKAGES_KEY = ['admin', 'packages'] as const;

/** What a warehouse write changes: every admin list page and the receiving station's lookups (by key). */
export const WAREHOUSE_REFRESHES = [ADMIN_PACKAGES_KEY, ['admin', 'receiving']];
