/** The root key of the customer's packages: the list is `['packages']`, each package `['packages', id]`. */
export const PACKAGES_KEY = ['packages'] as const;
