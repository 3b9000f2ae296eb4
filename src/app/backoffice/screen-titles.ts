// The back office's document titles (pages.ts), in the agent's language: messages of the
// 'backoffice' catalogue, which each back-office route loads before its screen shows (router.tsx),
// so the layout's title (shell/layout.tsx) finds them; the passengers' start-up never loads them.
import { msg } from '../i18n/t.ts';

export const BACKOFFICE_TITLES = {
  queue: msg('Back office'),
  claim: msg('Back office: claim'),
  agents: msg('Back office: agents'),
  airlines: msg('Back office: airlines'),
  desk: msg('Back office: airline desk'),
  firms: msg('Back office: partner firms'),
  payouts: msg('Back office: payouts'),
  statements: msg('Back office: bank statements'),
  invoices: msg('Back office: tax invoices'),
} as const;
