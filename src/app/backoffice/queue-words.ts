// The claims queue's words and numbers in the agent's language (catalogue area 'backoffice'): its
// choices (sort, assigned, deadline), the links to the other back-office screens, and the count
// and paging lines, with the language's own digits (۱٬۰۰۰ in Persian, ١٬٠٠٠ in Arabic).
import { formatNumber, msg, t, tp } from '../i18n/t.ts';

export interface Choice {
  value: string;
  label: string;
}

export const SORTS: Choice[] = [
  { value: '-created_at', label: msg('Newest first') },
  { value: 'created_at', label: msg('Oldest first') },
  { value: 'flight_date', label: msg('Flight date (earliest)') },
  { value: '-flight_date', label: msg('Flight date (latest)') },
  { value: '-updated_at', label: msg('Recently changed') },
  { value: 'due', label: msg('Next date due (my work today)') },
];

export const ASSIGNED: Choice[] = [
  { value: '', label: msg('Anyone') },
  { value: 'me', label: msg('To me') },
  { value: 'none', label: msg('Unassigned') },
];

export const DEADLINES: Choice[] = [
  { value: '', label: msg('Any time') },
  { value: '30', label: msg('30 days') },
  { value: '90', label: msg('90 days') },
  { value: '365', label: msg('A year') },
];

/** The back office's other screens, linked from the queue's heading. */
export const QUEUE_LINKS = [
  { to: '/backoffice/airlines', label: msg('Airlines') },
  { to: '/backoffice/desk', label: msg('Airline desk') },
  { to: '/backoffice/payouts', label: msg('Payouts') },
  { to: '/backoffice/firms', label: msg('Partner firms') },
  { to: '/backoffice/statements', label: msg('Bank statements') },
  { to: '/backoffice/invoices', label: msg('Tax invoices') },
  { to: '/backoffice/agents', label: msg('Agents') },
] as const;

/** A list's choices with their labels in the agent's language (for a Select). */
export const translated = (choices: Choice[]): Choice[] => choices.map((c) => ({ value: c.value, label: t(c.label) }));

/** 'Submitted (3)': a status filter's button with its count, once the counts are known. */
export const withCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : t('{label} ({count})', { label, count: formatNumber(count) });

/** The line above the table: '1 claim', '42 claims', 'More than 1,000 claims' (the server stops counting there). */
export function claimCount(total: number, capped: boolean): string {
  if (capped) return t('More than {count} claims', { count: formatNumber(total) });
  return tp(total, { one: '# claim', other: '# claims' });
}

/** The pager's line: '1–50 of 230', '1–50 of more than 1,000'. */
export function pageRange(from: number, to: number, total: number, capped: boolean): string {
  const values = { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) };
  return capped ? t('{from}–{to} of more than {total}', values) : t('{from}–{to} of {total}', values);
}

const PAGER_CONTROLS: Record<string, string> = {
  first: msg('First page'),
  previous: msg('Previous page'),
  next: msg('Next page'),
  last: msg('Last page'),
};

/** The pager's arrows, named for a screen reader. */
export const pagerControlLabel = (control: string): string => (PAGER_CONTROLS[control] ? t(PAGER_CONTROLS[control]) : control);
