import type { Subscription } from '@shared/subscription/subscription-schema';
import { formatLongDate, type DateLanguage } from '@shared/time/new-york';
import type { ThankYouRenewal } from '@/features/onboarding/components/thank-you-step';
import { planStory } from '@/features/subscription/model/plan-story';

/** The thank-you step's date, told as the dashboard tells it (decision 121), for the card and the PayPal path alike. */
export function thankYouRenewal(subscription: Subscription | null | undefined, language: DateLanguage, now = new Date()): ThankYouRenewal | null {
  const story = planStory(subscription, now);
  if (!story || story.kind === 'ended') return null;
  return { kind: story.kind, date: formatLongDate(story.date, language) };
}
