/** Texts of the paywall gate (part 1 sections 2 and 6), in both languages, keyed like validation/messages. */
export const gateMessages = {
  en: {
    subscriptionRequiredTitle: 'Subscription Required',
    premiumFeatureTitle: 'Premium Feature',
    upgradeRequiredTitle: 'Upgrade Required',
    // The spec gives no text for the subscription-required card body; this one is ours.
    subscriptionRequiredMessage: 'This feature requires an active subscription.',
    premiumRequiredMessage: 'This feature requires a Premium Drop plan subscription.',
    plusRequiredMessage: 'This feature requires a Standard Drop or Premium Drop plan subscription.',
    subscribeNow: 'Subscribe Now',
    viewPlans: 'View Plans',
  },
  es: {
    subscriptionRequiredTitle: 'Suscripción requerida',
    premiumFeatureTitle: 'Función Premium',
    upgradeRequiredTitle: 'Mejora de plan requerida',
    subscriptionRequiredMessage: 'Esta función requiere una suscripción activa.',
    premiumRequiredMessage: 'Esta función requiere una suscripción al plan Drop Premium.',
    plusRequiredMessage: 'Esta función requiere una suscripción al plan Drop Estándar o Drop Premium.',
    subscribeNow: 'Suscribirme ahora',
    viewPlans: 'Ver planes',
  },
} as const;

export type GateLanguage = keyof typeof gateMessages;
export type GateMessageKey = keyof (typeof gateMessages)['en'];

export const gateMessage = (key: GateMessageKey, language: GateLanguage = 'en') => gateMessages[language][key];
