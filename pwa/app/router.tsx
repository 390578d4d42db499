import type { RouteObject } from 'react-router-dom';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { RequireActiveUser } from './guards/require-active-user';
import { RequireStaff } from './guards/require-staff';
import { RootLayout } from './layouts/root-layout';

const HomePage = lazyWithTexts(() => import('./routes/home'), ['site']);
const AboutPage = lazyWithTexts(() => import('./routes/about'), ['site']);
const PricingPlansPage = lazyWithTexts(() => import('./routes/pricing-plans'), ['site']);
const PricingPage = lazyWithTexts(() => import('./routes/pricing'), ['site']);
const HowItWorksPage = lazyWithTexts(() => import('./routes/how-it-works'), ['site']);
const ContactPage = lazyWithTexts(() => import('./routes/contact'), ['site']);
const LegalPage = lazyWithTexts(() => import('./routes/legal'), ['site']);
const PlanSelectionPage = lazyWithTexts(() => import('./routes/plan-selection'), ['forms']);
const PaymentInfoPage = lazyWithTexts(() => import('./routes/payment-info'), ['forms', 'messages']);
const WelcomePage = lazyWithTexts(() => import('./routes/welcome'), ['forms']);
const DashboardLayout = lazyWithTexts(() => import('./layouts/dashboard-layout'), ['account']);
const DashboardHomePage = lazyWithTexts(() => import('./routes/dashboard/home'), ['account']);
const DashboardPackagesPage = lazyWithTexts(() => import('./routes/dashboard/packages'), ['account', 'messages']);
const DashboardPackageDetailPage = lazyWithTexts(() => import('./routes/dashboard/package-detail'), ['account', 'messages']);
const DashboardPickupPage = lazyWithTexts(() => import('./routes/dashboard/pickup'), ['account', 'messages']);
const DashboardAccountPage = lazyWithTexts(() => import('./routes/dashboard/account'), ['account']);
const AdminPage = lazyWithTexts(() => import('./routes/admin'), ['staff', 'account', 'messages']);
const AdminReceivePage = lazyWithTexts(() => import('./routes/admin-receive'), ['staff', 'account']);
const SignInPage = lazyWithTexts(() => import('./routes/sign-in'), ['site', 'forms']);
const SignUpPage = lazyWithTexts(() => import('./routes/sign-up'), ['site', 'forms']);
const ForgotPasswordPage = lazyWithTexts(() => import('./routes/forgot-password'), ['forms']);
const ResetPasswordPage = lazyWithTexts(() => import('./routes/reset-password'), ['forms']);
const PaypalReturnPage = lazyWithTexts(() => import('./routes/paypal-return'), ['forms', 'messages']);
const PaypalCancelPage = lazyWithTexts(() => import('./routes/paypal-cancel'), ['forms']);
const NotFoundPage = lazyWithTexts(() => import('./routes/not-found'), ['site']);

/** The route tree, shared by the browser (app.tsx) and the build's prerendering (pwa/prerender/): `useRoutes(routes)`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
      { path: 'iniciar-sesion', element: <SignInPage /> },
      { path: 'sign-in', element: <SignInPage /> },
      { path: 'crear-cuenta', element: <SignUpPage /> },
      { path: 'sign-up', element: <SignUpPage /> },
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
