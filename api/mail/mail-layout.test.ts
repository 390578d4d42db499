import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/text/escape-html';
import { adminInviteMail, verificationMail } from '../modules/accounts/account-mails';
import { storageReminderMail } from '../modules/alerts/alert-mails';
import { BRAND_COLOR, renderMail, type MailContent } from './mail-layout';
import { mailTexts } from './mail-texts';
import { reminderMail } from './reminder-mail';

const APP = 'https://miamidrop.example';
const content = (overrides: Partial<MailContent> = {}): MailContent => ({
  to: 'ana@example.com',
  language: 'es',
  subject: 'Asunto',
  heading: 'Título',
  paragraphs: ['Primer párrafo.'],
  action: { label: 'Abrir', url: `${APP}/reset-password?token=a&b=1` },
  reason: 'Recibes este email porque sí.',
  ...overrides,
});

describe('renderMail', () => {
  it('gives an HTML part and a plain-text part with the same words and the raw link', () => {
    const mail = renderMail(content({ greeting: 'Hola, Ana:', items: ['Libros'] }), APP);
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Asunto' });
    for (const words of ['Título', 'Hola, Ana:', 'Primer párrafo.', 'Recibes este email porque sí.']) {
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
    }
    expect(mail.text).toContain(`Abrir:\n${APP}/reset-password?token=a&b=1`);
    expect(mail.text).toContain('• Libros');
    expect(mail.html).toContain('<li>Libros</li>');
    expect(mail.text).not.toMatch(/<[a-z]/);
  });

  it('is branded and accessible: language, logo with alt text, one heading, a real button link and the raw link', () => {
    const html = renderMail(content(), APP).html;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
    expect(html).toContain(`<img src="${APP}/icons/icon-192.png"`);
    expect(html).toMatch(/<img [^>]*alt="Miami Drop, tu casillero en Miami"/);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('role="presentation"');
    expect(html).toContain(`background:${BRAND_COLOR}`);
    const href = `href="${APP}/reset-password?token=a&amp;b=1"`;
    expect(html.split(href)).toHaveLength(3); // the button and the raw link
    expect(html).toContain('Si el botón no funciona, copia y pega este enlace en tu navegador:');
  });

  it('escapes every text it is given, in the HTML part only', () => {
    const evil = '<script>alert("x")</script> & \'quote\'';
    const mail = renderMail(content({ heading: evil, greeting: evil, paragraphs: [evil], items: [evil], reason: evil, action: { label: evil, url: `${APP}/x?a="><img>` } }), APP);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><img>');
    expect(mail.html).toContain(escapeHtml(evil));
    expect(escapeHtml(evil)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quote&#39;');
    expect(mail.text).toContain(evil);
  });

  it('leaves out the button and raw link when there is no action, and keeps a reply-to', () => {
    const mail = renderMail(content({ action: undefined, replyTo: 'eve@example.com' }), APP);
    expect(mail.html).not.toContain('Si el botón no funciona');
    expect(mail.replyTo).toBe('eve@example.com');
  });

  it('writes the English layout for an English mail', () => {
    const html = renderMail(content({ language: 'en' }), APP).html;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('If the button does not work, copy and paste this link into your browser:');
    expect(html).toContain('Miami Drop, your mailbox in Miami');
  });
});

describe('account and reminder mails', () => {
  const link = `${APP}/api/users/verify-email?token=t`;

  it('writes each mail in the recipient language only, Spanish when unknown', () => {
    const es = verificationMail({ email: 'maria@example.com', firstName: 'María', language: null }, link, APP);
    const en = verificationMail({ email: 'mary@example.com', firstName: 'Mary', language: 'en' }, link, APP);
    expect(es.subject).toBe('Confirma tu email - Miami Drop');
    expect(es.text).toContain('Hola, María:');
    expect(es.text).not.toMatch(/Confirm your|Welcome|bienvenido/);
    expect(en.subject).toBe('Confirm your email - Miami Drop');
    expect(en.text).toContain('Hi Mary,');
    expect(en.text).not.toMatch(/Confirma|Hola/);
  });

  it('fills the invitation days', () => {
    const mail = adminInviteMail({ email: 'marta@example.com', firstName: 'Marta', language: 'en' }, link, 3, APP);
    expect(mail.text).toContain('The link expires in 3 days and works once.');
  });

  it("writes a storage reminder in the customer's language with the packages listed", () => {
    const event = { kind: 'storage-ending', packageIds: [1, 2], daysLeft: 3, date: '2026-03-10' } as unknown as Parameters<typeof storageReminderMail>[1];
    const mail = storageReminderMail({ email: 'joe@example.com', firstName: 'Joe', language: 'en' }, event, ['Books', 'Shoes'], `${APP}/dashboard/pickup`, APP);
    expect(mail.subject).toBe('Your storage is ending soon - Miami Drop');
    expect(mail.text).toContain('Only 3 days of storage left for 2 packages');
    expect(mail.text).toContain('• Books');
    expect(mail.text).toContain(`Schedule my pickup:\n${APP}/dashboard/pickup`);
    expect(mail.text).not.toMatch(/almacenamiento|Hola/);
  });

  it('lays out any reminder (the PayPal access reminder uses it) with the greeting and the reason', () => {
    const words = mailTexts('en').planReminder;
    const mail = reminderMail(
      { email: 'joe@example.com', firstName: 'Joe', language: 'en' },
      { subject: 'Your plan ends in 3 days - Miami Drop', title: 'Your plan ends in 3 days', body: 'Buy again to keep your address.', action: { label: words.action, url: `${APP}/dashboard` }, reason: words.reason },
      APP,
    );
    expect(mail.text).toContain('Hi Joe,');
    expect(mail.text).toContain(`See my plan:\n${APP}/dashboard`);
    expect(mail.html).toContain('<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:#1f2937">Your plan ends in 3 days</h1>');
    expect(mail.text).toContain(words.reason);
  });
});
