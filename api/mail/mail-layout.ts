import { escapeHtml } from '../../shared/text/escape-html';
import type { MailMessage } from '../adapters/mail/mailer';
import type { MailLanguage } from './mail-language';
import { mailTexts } from './mail-texts';

export const BRAND_COLOR = '#0e7490';
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#4b5563';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** What one mail says; the layout adds the brand, the raw link under the button and the footer. */
export interface MailContent {
  to: string;
  language: MailLanguage;
  subject: string;
  /** The line a mail client shows beside the subject. */
  preheader?: string;
  heading: string;
  /** "Hola, María:" — never a gendered welcome. */
  greeting?: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs (e.g. the packages waiting). */
  items?: string[];
  action?: { label: string; url: string };
  /** Why the recipient got this mail. */
  reason: string;
  replyTo?: string;
}


const logoUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/icons/icon-192.png`;

function textPart(content: MailContent, appUrl: string): string {
  const { layout } = mailTexts(content.language);
  const lines = [content.heading, ''];
  if (content.greeting) lines.push(content.greeting, '');
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.items?.length) lines.push(...content.items.map((item) => `• ${item}`), '');
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  lines.push('--', content.reason, '', `${layout.signature}`, appUrl);
  return `${lines.join('\n')}\n`;
}

function button(action: { label: string; url: string }): string {
  const href = escapeHtml(action.url);
  return (
    `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0"><tr>` +
    `<td bgcolor="${BRAND_COLOR}" style="border-radius:6px;background:${BRAND_COLOR}">` +
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;` +
    `font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>` +
    `</td></tr></table>`
  );
}

function htmlPart(content: MailContent, appUrl: string): string {
  const { layout } = mailTexts(content.language);
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${TEXT_COLOR}${style}">${escapeHtml(text)}</p>`;
  const body = [
    content.greeting ? p(content.greeting) : '',
    ...content.paragraphs.map((paragraph) => p(paragraph)),
    content.items?.length
      ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.5;color:${TEXT_COLOR}">${content.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
    content.action ? button(content.action) : '',
    content.action
      ? `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${MUTED_COLOR}">${escapeHtml(layout.rawLink)}<br>` +
        `<a href="${escapeHtml(content.action.url)}" style="color:${BRAND_COLOR};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
      : '',
  ].join('');
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">${escapeHtml(content.preheader)}</div>`
    : '';
  return (
    `<!DOCTYPE html><html lang="${content.language}" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT}">${preheader}` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;border-top:4px solid ${BRAND_COLOR}">` +
    `<tr><td style="padding:24px 28px 0"><a href="${escapeHtml(appUrl)}" style="text-decoration:none;color:${BRAND_COLOR}">` +
    `<img src="${escapeHtml(logoUrl(appUrl))}" width="48" height="48" alt="${escapeHtml(layout.logoAlt)}" style="display:inline-block;vertical-align:middle;border:0;border-radius:10px">` +
    `<span style="display:inline-block;vertical-align:middle;margin-left:10px;font-size:20px;font-weight:bold;color:${BRAND_COLOR}">Miami Drop</span></a></td></tr>` +
    `<tr><td style="padding:20px 28px 8px"><h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${TEXT_COLOR}">${escapeHtml(content.heading)}</h1>${body}</td></tr>` +
    `<tr><td style="padding:16px 28px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:${MUTED_COLOR}">` +
    `<p style="margin:0 0 8px">${escapeHtml(content.reason)}</p>` +
    `<p style="margin:0">${escapeHtml(layout.signature)} · <a href="${escapeHtml(appUrl)}" style="color:${BRAND_COLOR}">${escapeHtml(appUrl.replace(/^https?:\/\//, ''))}</a></p>` +
    `</td></tr></table></td></tr></table></body></html>`
  );
}

/**
 * One mail in one language: a branded, accessible HTML part (tables and inline styles for mail clients, a real button
 * link plus the raw link, the logo with alt text) and the same words as plain text (docs/decisions/123).
 */
export function renderMail(content: MailContent, appUrl: string): MailMessage {
  const message: MailMessage = { to: content.to, subject: content.subject, text: textPart(content, appUrl), html: htmlPart(content, appUrl) };
  if (content.replyTo) message.replyTo = content.replyTo;
  return message;
}
