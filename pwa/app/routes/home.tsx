import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LandingFeatures } from '@/features/marketing/components/landing-features';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { LandingPricing } from '@/features/marketing/components/landing-pricing';
import { LandingSteps } from '@/features/marketing/components/landing-steps';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { lazyWithTexts } from '@/lib/lazy-with-texts';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageMeta } from '@/lib/use-page-meta';
import { HOME_ADDRESSES } from '../localized-paths';
import { usePagePath } from '../use-page-path';

// Only a visitor arriving from the e-mailed link (?verification=…) needs it, and the sign-in texts it shows.
const VerificationLinkNotice = lazyWithTexts(
  () => import('@/features/email-verification/components/verification-link-notice').then((module) => ({ default: module.VerificationLinkNotice })),
  ['forms'],
);

export default function HomePage() {
  usePageMeta('home', HOME_ADDRESSES);
  const pathOf = usePagePath();
  const [params] = useSearchParams();
  // After hydration: the prerendered page never has the query.
  const fromVerificationLink = useHydrated() && params.has('verification');
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6 empty:hidden">
        {fromVerificationLink && (
          <Suspense fallback={null}>
            <VerificationLinkNotice />
          </Suspense>
        )}
      </div>
      <LandingHero plansPath={pathOf('pricing')} signUpPath={pathOf('signUp')} />
      <LandingSteps howItWorksPath={pathOf('howItWorks')} />
      <LandingPricing plansPath={pathOf('pricing')} signUpPath={pathOf('signUp')} />
      <LandingFeatures />
      <NewsletterSignup />
    </>
  );
}
