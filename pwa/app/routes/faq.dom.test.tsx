import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from '@/features/marketing/model/faq-entries';
import { STRUCTURED_DATA_ID } from '@/lib/structured-data';
import { renderWithProviders } from '@/test/render-with-providers';
import FaqPage from './faq';

const questionCount = FAQ_GROUPS.reduce((count, group) => count + group.questions.length, 0);
const structuredData = () => document.getElementById(STRUCTURED_DATA_ID);

describe('the FAQ page', () => {
  it('has one h1, an h2 per group and a list of links to the groups', () => {
    renderWithProviders(<FaqPage />, { route: '/preguntas-frecuentes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual([
      'Tu dirección en Miami y tu suite',
      'Qué no se puede enviar',
      'Aduana e impuestos',
      'Almacenamiento',
      'Retiro y envíos',
      'Planes y límites',
      'Pagos y cancelación',
      '¿No encontraste tu respuesta?',
    ]);
    const contents = screen.getByRole('navigation', { name: 'Temas de esta página' });
    expect(within(contents).getByRole('link', { name: 'Almacenamiento' })).toHaveAttribute('href', '#faq-storage');
    expect(document.getElementById('faq-storage')).toHaveTextContent('Almacenamiento');
  });

  it('shows each answer behind its question, opened and closed from its summary', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/preguntas-frecuentes' });
    expect(document.querySelectorAll('details')).toHaveLength(questionCount);
    const question = screen.getByText('¿Qué es el código de suite y dónde lo escribo?');
    const disclosure = question.closest('details')!;
    const answer = within(disclosure).getByText(/Es tu código personal y permanente/);
    expect(disclosure.open).toBe(false);
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(disclosure.open).toBe(true);
    expect(answer).toBeVisible();

    await user.click(question);
    expect(disclosure.open).toBe(false);
  });

  it('puts every question in the tab order, after the list of topics', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/preguntas-frecuentes' });
    // The browser opens a focused <summary> with Enter or Space and announces it as a button with its state.
    const summaries = [...document.querySelectorAll('summary')];
    expect(summaries.map((summary) => summary.closest('details'))).toEqual([...document.querySelectorAll('details')]);
    screen.getByRole('link', { name: 'Pagos y cancelación' }).focus();
    await user.tab();
    expect(summaries[0]).toHaveFocus();
    expect(summaries[0]).toHaveTextContent('¿Cómo funciona la dirección en Miami?');
    await user.tab();
    expect(summaries[1]).toHaveFocus();
  });

  it('fills the plans and rules into the answers', () => {
    renderWithProviders(<FaqPage />, { route: '/preguntas-frecuentes' });
    expect(screen.getByText(/Drop Básico: 29\.90 USD por mes, hasta 5 paquetes y 15 días de almacenamiento/)).toBeInTheDocument();
    expect(screen.getByText(/De lunes a viernes, de 09:00 a 17:00 \(hora de Nueva York\)/)).toBeInTheDocument();
    expect(screen.getByText(/Almacenamiento vencido/)).toBeInTheDocument();
  });

  it('links to the contact page and the privacy notice in the page language', () => {
    renderWithProviders(<FaqPage />, { route: '/preguntas-frecuentes' });
    expect(screen.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  it('in English, at its English address', () => {
    renderWithProviders(<FaqPage />, { route: '/faq', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('Does the Premium plan have more pickup times?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('keeps its FAQPage structured data in the head while shown, from the texts it shows', () => {
    const { unmount } = renderWithProviders(<FaqPage />, { route: '/preguntas-frecuentes' });
    const script = structuredData();
    expect(script?.parentElement).toBe(document.head);
    expect(script).toHaveAttribute('type', 'application/ld+json');
    const data = JSON.parse(script!.textContent) as { '@type': string; mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(questionCount);
    expect(data.mainEntity.map((entry) => entry.name)).toContain('¿Qué es el código de suite y dónde lo escribo?');
    unmount();
    expect(structuredData()).toBeNull();
  });
});
