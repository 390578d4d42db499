import { describe, expect, it } from 'vitest';
import { contactMessageMail } from './contact-mails';

const form = {
  fullName: 'Ana <Pérez>',
  email: 'ana@example.com',
  phone: '+1 305 555 0100',
  subject: 'problema-pedido' as const,
  message: 'Mi paquete no llegó.\nPor favor revisen & avisen.',
};

describe('contact message mail to support', () => {
  it('goes to support, answers the sender, and names the subject and the sender in the Subject line', () => {
    const mail = contactMessageMail('support@example.com', form, 42, 7);
    expect(mail.to).toBe('support@example.com');
    expect(mail.replyTo).toBe('ana@example.com');
    expect(mail.subject).toBe('[Miami Drop] Problema con un pedido / Order problem - Ana <Pérez>');
  });

  it('lists every field of the form in the text, the message last', () => {
    const mail = contactMessageMail('support@example.com', form, 42, 7);
    expect(mail.text).toBe(
      [
        'Contact message #42',
        '',
        'Nombre / Name: Ana <Pérez>',
        'Email: ana@example.com',
        'Teléfono / Phone: +1 305 555 0100',
        'Asunto / Subject: Problema con un pedido / Order problem',
        'Cuenta / Account: #7',
        'Mensaje / Message: ',
        'Mi paquete no llegó.',
        'Por favor revisen & avisen.',
      ].join('\n'),
    );
  });

  it('shows a dash for a sender without a phone or without an account', () => {
    const mail = contactMessageMail('support@example.com', { ...form, phone: undefined, subject: 'facturacion' }, 43, null);
    expect(mail.text).toContain('\nTeléfono / Phone: —\n');
    expect(mail.text).toContain('\nAsunto / Subject: Facturación / Billing\n');
    expect(mail.text).toContain('\nCuenta / Account: —\n');
    expect(mail.html).toContain('<tr><th align="left">Cuenta / Account</th><td>—</td></tr>');
  });

  it('shows the fields as an escaped table in the HTML, and the message escaped beneath it', () => {
    const mail = contactMessageMail('support@example.com', form, 42, 7);
    expect(mail.html).toBe(
      '<div style="font-family:sans-serif;max-width:640px"><h2>Contact message #42</h2><table cellpadding="4">' +
        '<tr><th align="left">Nombre / Name</th><td>Ana &lt;Pérez&gt;</td></tr>' +
        '<tr><th align="left">Email</th><td>ana@example.com</td></tr>' +
        '<tr><th align="left">Teléfono / Phone</th><td>+1 305 555 0100</td></tr>' +
        '<tr><th align="left">Asunto / Subject</th><td>Problema con un pedido / Order problem</td></tr>' +
        '<tr><th align="left">Cuenta / Account</th><td>#7</td></tr>' +
        '</table>' +
        '<p style="white-space:pre-wrap;border-left:3px solid #0e7490;padding-left:12px">Mi paquete no llegó.\nPor favor revisen &amp; avisen.</p></div>',
    );
  });

  it('keeps the Subject header on one line: a run of line breaks in the name becomes one space', () => {
    const mail = contactMessageMail('support@example.com', { ...form, fullName: 'Ana\r\n\r\nBcc: x@example.com' }, 44, null);
    expect(mail.subject).toBe('[Miami Drop] Problema con un pedido / Order problem - Ana Bcc: x@example.com');
  });
});
