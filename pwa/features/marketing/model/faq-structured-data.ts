import type { FaqGroup } from './faq-entries';

interface FaqPageData {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  inLanguage: string;
  mainEntity: Array<{ '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }>;
}

/** schema.org FAQPage of the questions as the page shows them: search engines may only show what the page says. */
export function faqPageStructuredData(groups: readonly FaqGroup[], language: string): FaqPageData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: groups.flatMap((group) =>
      group.questions.map(({ question, answer }) => ({
        '@type': 'Question' as const,
        name: question,
        acceptedAnswer: { '@type': 'Answer' as const, text: answer },
      })),
    ),
  };
}
