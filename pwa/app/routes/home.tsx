import { VerificationLinkNotice } from '@/features/email-verification/components/verification-link-notice';
import { LandingFeatures } from '@/features/marketing/components/landing-features';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { LandingPricing } from '@/features/marketing/components/landing-pricing';
import { LandingSteps } from '@/features/marketing/components/landing-steps';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { usePageMeta } from '@/lib/use-page-meta';
import { HOME_ADDRESSES } from '../localized-paths';
import { usePagePath } from '../use-page-path';

export default function HomePage() {
  usePageMeta('home', HOME_ADDRESSES);
  const pathOf = usePagePath();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6 empty:hidden">
        <VerificationLinkNotice />
      </div>
      <LandingHero plansPath={pathOf('pricing')} />
      <LandingSteps howItWorksPath={pathOf('howItWorks')} />
      <LandingPricing plansPath={pathOf('pricing')} />
      <LandingFeatures />
      <NewsletterSignup />
    </>
  );
}
