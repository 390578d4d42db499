import type { BudgetPage } from './first-load';

/**
 * The two budgets of issue 10 (decision 101), in bytes of gzip (level 9) JavaScript on first load.
 * Roots are manifest keys (source paths relative to pwa/): the HTML entry and the route's lazy chunks.
 */
export const BUDGET_PAGES: BudgetPage[] = [
  { name: 'Landing', path: '/', roots: ['index.html', 'app/routes/home.tsx'], maxGzipBytes: 100_000 },
  {
    name: 'Dashboard',
    path: '/dashboard',
    roots: ['index.html', 'app/layouts/dashboard-layout.tsx', 'app/routes/dashboard/home.tsx'],
    maxGzipBytes: 170_000,
  },
];
