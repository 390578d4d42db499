/** The API's refusal of a write sent from another site's page (api/http/origin-check.ts); the PWA translates it. */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
