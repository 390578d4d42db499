import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireActiveUser } from './guards/require-active-user';
import { RequireStaff } from './guards/require-staff';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

const HomePage = lazy(() => import('./routes/home'));
const AboutPage = lazy(() => import('./routes/about'));
const PricingPlansPage = lazy(() => import('./routes/pricing-plans'));
const PricingPage = lazy(() => import('./routes/pricing'));
const HowItWorksPage = lazy(() => import('./routes/how-it-works'));
const ContactPage = lazy(() => import('./routes/contact'));
const LegalPage = lazy(() => import('./routes/legal'));
const PlanSelectionPage = lazy(() => import('./routes/plan-selection'));
const PaymentInfoPage = lazy(() => import('./routes/payment-info'));
const WelcomePage = lazy(() => import('./routes/welcome'));
const DashboardLayout = lazy(() => import('./layouts/dashboard-layout'));
const DashboardHomePage = lazy(() => import('./routes/dashboard/home'));
const DashboardPackagesPage = lazy(() => import('./routes/dashboard/packages'));
const DashboardPackageDetailPage = lazy(() => import('./routes/dashboard/package-detail'));
const DashboardPickupPage = lazy(() => import('./routes/dashboard/pickup'));
const DashboardAccountPage = lazy(() => import('./routes/dashboard/account'));
const AdminPage = lazy(() => import('./routes/admin'));
const AdminReceivePage = lazy(() => import('./routes/admin-receive'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const PaypalReturnPage = lazy(() => import('./routes/paypal-return'));
const PaypalCancelPage = lazy(() => import('./routes/paypal-cancel'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** The route tree, shared by the browser router (app.tsx) and the build's prerendering (pwa/prerender/). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about-us', element: <AboutPage /> },
      { path: 'acerca-de-nosotros', element: <AboutPage /> },
      { path: 'pricing-plans', element: <PricingPlansPage /> },
      { path: 'tarifas-planes', element: <PricingPlansPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'how-it-works', element: <HowItWorksPage /> },
      { path: 'como-funciona', element: <HowItWorksPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'contacto', element: <ContactPage /> },
      { path: 'legal', element: <LegalPage /> },
      { path: 'plan-selection', element: <PlanSelectionPage /> },
      { path: 'payment-info', element: <PaymentInfoPage /> },
      { path: 'welcome', element: <WelcomePage /> },
      {
        // The customer's app (decision 060): RootLayout leaves the marketing nav and footer out here.
        path: 'dashboard',
        element: <RequireActiveUser><DashboardLayout /></RequireActiveUser>,
        children: [
          { index: true, element: <DashboardHomePage /> },
          { path: 'packages', element: <DashboardPackagesPage /> },
          { path: 'packages/:id', element: <DashboardPackageDetailPage /> },
          { path: 'pickup', element: <DashboardPickupPage /> },
          { path: 'account', element: <DashboardAccountPage /> },
        ],
      },
      { path: 'admin', element: <RequireStaff><AdminPage /></RequireStaff> },
      { path: 'admin/receive', element: <RequireStaff><AdminReceivePage /></RequireStaff> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'paypal/return', element: <PaypalReturnPage /> },
      { path: 'paypal/cancel', element: <PaypalCancelPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
