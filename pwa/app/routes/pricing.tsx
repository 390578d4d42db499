import PricingPlansPage from './pricing-plans';

/** /pricing, the target of upgrade prompts, is the same Rates and Plans page. */
export default PricingPlansPage;
