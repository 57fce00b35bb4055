import { cleanText, type Language, type Role } from '@tradewise/shared';
import { translate } from '../../lib/i18n.js';

/** The emails the marketplace sends; each is `email.<kind>` in packages/locales/<lang>/email.json. */
export type EmailKind =
  | 'verifyEmail'
  | 'passwordReset'
  | 'passwordChanged'
  | 'quotationReceived'
  | 'quotationWithdrawn'
  | 'hired'
  | 'notChosen'
  | 'jobCancelled'
  | 'tradespersonApproved'
  | 'tradespersonSuspended'
  | 'tradespersonPending'
  | 'insuranceExpiring'
  | 'emailChangeRequested'
  | 'newsletterConfirm'
  | 'newMatchingJob'
  | 'jobDigest'
  | 'reviewRequest'
  | 'reviewReminder'
  | 'reviewReceived'
  | 'reviewHidden'
  | 'messageUnread'
  | 'jobRequestReceived'
  | 'jobInvitation'
  | 'clientLeft'
  | 'quoteExpiring'
  | 'agreementMade'
  | 'variationProposed'
  | 'variationAnswered'
  | 'visitProposed'
  | 'visitBooked'
  | 'visitMoved'
  | 'visitCancelled'
  | 'visitReminder'
  | 'visitOutcome';

export interface Email {
  kind: EmailKind;
  to: string;
  /** The account it is sent to, when it goes to one (the account's data export lists it). */
  account?: { role: Role; id: string };
  language: Language;
  /** The recipient's name for the greeting, when known. */
  name?: string;
  /** Values for the template's {{placeholders}} (`count` also picks the plural). */
  values?: Record<string, string | number>;
  /** Facts shown as a list under the text (already in the recipient's language). */
  facts?: string[];
  /** The button: where it leads (a full URL). */
  actionUrl?: string;
  /**
   * Non-essential mail (notifications one can turn off): the one-click unsubscribe URL (RFC 8058)
   * and the preferences page. Essential mail (verification, recovery, security notices) has none.
   */
  optional?: { unsubscribeUrl: string; preferencesUrl: string };
  /** Why the recipient gets an essential email, when not because of their account (a newsletter sign-up). */
  footer?: 'email.footerRequest' | 'email.footerNewsletter';
  /** Files sent with it (the agreement's PDF on the hire emails, issue 41). */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
  /** A calendar invitation sent with it (issue 42): the iCalendar text and its METHOD. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Renders an email in its recipient's language: a plain-text part, a simple HTML part, headers. */
export function renderEmail(email: Email): RenderedEmail {
  const { language } = email;
  const brand = translate(language, 'brand.name');
  const values = { brand, ...email.values };
  const t = (key: string) => translate(language, key, values);
  // In HTML every value is escaped; the catalogue's own wording is trusted.
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? escapeHtml(value) : value]),
  );
  const tHtml = (key: string) => translate(language, key, escaped);

  const greeting = email.name ? translate(language, 'email.greeting', { name: email.name }) : t('email.greetingNoName');
  // One line whatever a value holds (words stored before they were cleaned): no header injection.
  const subject = cleanText(t(`email.${email.kind}.subject`));
  const body = t(`email.${email.kind}.body`);
  const action = email.actionUrl ? t(`email.${email.kind}.action`) : undefined;
  const facts = email.facts ?? [];
  const footer = t(email.optional ? 'email.footerOptional' : (email.footer ?? 'email.footerAccount'));

  const text = [
    greeting,
    body,
    ...(facts.length > 0 ? [facts.map((fact) => `  ${fact}`).join('\n')] : []),
    ...(action ? [`${action}: ${email.actionUrl}`] : []),
    t('email.signature'),
    `--\n${footer}`,
    ...(email.optional
      ? [
          `${t('email.preferences')}: ${email.optional.preferencesUrl}\n${t('email.unsubscribe')}: ${email.optional.unsubscribeUrl}`,
        ]
      : []),
  ].join('\n\n');

  const link = (url: string, label: string, style = 'color:#0f5e55') =>
    `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2a2a">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0f5e55">${escapeHtml(brand)}</p>
<div style="background:#ffffff;border:1px solid #d9e0e0;border-radius:8px;padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${tHtml(`email.${email.kind}.body`)}</p>
${facts.length > 0 ? `<ul style="margin:0 0 16px;padding-left:20px">${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>` : ''}
${
  action && email.actionUrl
    ? `<p style="margin:24px 0">${link(email.actionUrl, action, 'display:inline-block;background:#0f5e55;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px')}</p>
<p style="margin:0 0 16px;font-size:14px;color:#4a5757">${escapeHtml(t('email.linkFallback'))}<br><span style="word-break:break-all">${escapeHtml(email.actionUrl)}</span></p>`
    : ''
}
<p style="margin:16px 0 0">${escapeHtml(t('email.signature'))}</p>
</div>
<p style="margin:16px 0 0;font-size:13px;color:#4a5757">${escapeHtml(footer)}${
    email.optional
      ? `<br>${link(email.optional.preferencesUrl, t('email.preferences'))} · ${link(email.optional.unsubscribeUrl, t('email.unsubscribe'))}`
      : ''
  }</p>
</div>
</body></html>
`;

  const headers: Record<string, string> = email.optional
    ? {
        'List-Unsubscribe': `<${email.optional.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { subject, text, html, headers };
}
