// The notification e-mail, built with React Email components (tables and inline styles that mail
// clients render) and rendered to HTML plus a plain-text part. lang and dir come from the
// message's locale, so a right-to-left catalogue needs nothing else here.
// Rendered to static markup at once: React Email's own render() streams, which costs two and a half
// times the CPU of a mail and adds only React's streaming comments (profiled for issue #37).
import { createElement as h } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NotificationData, NotificationKind } from '../events.ts';
import { messageFor, type LinkMessage } from './messages.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const body = { backgroundColor: '#f4f6f8', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px', maxWidth: '560px' };
const button = { backgroundColor: '#1c64d1', color: '#ffffff', borderRadius: '6px', padding: '12px 20px', fontWeight: 'bold', textDecoration: 'none' };
const footer = { color: '#5f6b7a', fontSize: '12px' };

export interface MailParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  subject: string;
  heading: string;
  lines: string[];
  /** The button's label and where it leads. */
  action: string;
  link: string;
  footer: string;
  /** The notification settings' label and link, after the footer (notifications only: link mails cannot be turned off). */
  settings?: { label: string; link: string };
}

/** The doctype React Email's render() puts first: mail clients read the document as XHTML 1.0. */
const MAIL_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The mail as React Email components. */
export function mailElement(parts: MailParts) {
  const { settings } = parts;
  return h(
    Html,
    { lang: parts.lang, dir: parts.dir },
    h(Head, null),
    h(Preview, null, parts.heading),
    h(
      Body,
      { style: body },
      h(
        Container,
        { style: card },
        h(Heading, { as: 'h1', style: { fontSize: '22px', color: '#14202e' } }, parts.heading),
        ...parts.lines.map((line, i) => h(Text, { key: i, style: { fontSize: '15px', color: '#14202e' } }, line)),
        h(Section, { style: { margin: '24px 0' } }, h(Button, { href: parts.link, style: button }, parts.action)),
        h(Hr, null),
        h(Text, { style: footer }, parts.footer, settings?.link ?? null),
      ),
    ),
  );
}

async function renderMail(parts: MailParts): Promise<RenderedMail> {
  const { settings } = parts;
  const html = MAIL_DOCTYPE + renderToStaticMarkup(mailElement(parts));
  const end = settings ? [parts.footer, '', `${settings.label}: ${settings.link}`] : [parts.footer];
  const text = [parts.heading, '', ...parts.lines, '', `${parts.action}: ${parts.link}`, '', ...end, ''].join('\n');
  return { subject: parts.subject, html, text };
}

/** `link` opens the claim (or the inbox) in the app; `settingsLink` the profile's notification settings. */
export async function renderNotificationMail(
  kind: NotificationKind,
  data: NotificationData,
  link: string,
  settingsLink: string,
  locale = 'en',
): Promise<RenderedMail> {
  const message = messageFor(kind, data, locale);
  return renderMail({ ...message, link, settings: { label: message.settings, link: settingsLink } });
}

/** A mail whose button is a link with a single-use token (address confirmation, reset, signing request). */
export function renderLinkMail(message: LinkMessage, link: string): Promise<RenderedMail> {
  return renderMail({ ...message, link });
}
