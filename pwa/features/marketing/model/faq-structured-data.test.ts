import { describe, expect, it } from 'vitest';
import { PLANS, planPriceDisplay } from '@shared/plans/plan-catalog';
import { STANDARD_PICKUP_HOURS } from '@shared/pickup/pickup-hours';
import { structuredDataJson } from '@/lib/structured-data';
import { testI18n } from '@/test/test-i18n';
import { FAQ_GROUPS, faqGroups } from './faq-entries';
import { faqPageStructuredData } from './faq-structured-data';

const groupsIn = (language: 'es' | 'en') => faqGroups(testI18n.getFixedT(language), language);
const questionCount = FAQ_GROUPS.reduce((count, group) => count + group.questions.length, 0);

describe('the FAQ structured data', () => {
  it('is a schema.org FAQPage with one Question per question the page shows, its answer accepted', () => {
    const groups = groupsIn('es');
    const data = faqPageStructuredData(groups, 'es');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', inLanguage: 'es' });
    expect(data.mainEntity).toHaveLength(questionCount);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: '¿Cómo funciona la dirección en Miami?',
      acceptedAnswer: { '@type': 'Answer', text: groups[0]!.questions[0]!.answer },
    });
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(groups.flatMap((group) => group.questions.map((entry) => entry.question)));
  });

  it.each(['es', 'en'] as const)('is written from the %s texts, every key found and every figure filled in', (language) => {
    const data = faqPageStructuredData(groupsIn(language), language);
    const texts = data.mainEntity.flatMap((entry) => [entry.name, entry.acceptedAnswer.text]);
    expect(texts.filter((text) => text.startsWith('faq.') || text.includes('{{'))).toEqual([]);
    expect(data.inLanguage).toBe(language);
  });

  it('takes the plans, prices, storage days and pickup hours from the rules the app applies', () => {
    const answers = faqPageStructuredData(groupsIn('en'), 'en').mainEntity.map((entry) => entry.acceptedAnswer.text).join('\n');
    for (const plan of PLANS) {
      expect(answers).toContain(`${plan.names.en}: ${planPriceDisplay(plan)} USD per month, up to ${plan.maxPackages} packages`);
      expect(answers).toContain(`${plan.storageDays} days`);
    }
    expect(answers).toContain('29.90 USD');
    expect(answers).toContain(`from ${STANDARD_PICKUP_HOURS[0]!.from} to ${STANDARD_PICKUP_HOURS[0]!.to} (New York time)`);
    expect(answers).toContain('Storage expired');
  });

  it('differs by language and stays valid JSON inside a script element', () => {
    const es = faqPageStructuredData(groupsIn('es'), 'es');
    const en = faqPageStructuredData(groupsIn('en'), 'en');
    expect(en.mainEntity[0]!.name).toBe('How does the Miami address work?');
    expect(es.mainEntity[0]!.name).not.toBe(en.mainEntity[0]!.name);
    const hostile = { '@type': 'Question' as const, name: '</script><b>', acceptedAnswer: { '@type': 'Answer' as const, text: 'a & b' } };
    const json = structuredDataJson({ ...en, mainEntity: [...en.mainEntity, hostile] });
    expect(json).not.toMatch(/[<>&]/);
    expect((JSON.parse(json) as typeof en).mainEntity.at(-1)).toEqual(hostile);
  });
});
