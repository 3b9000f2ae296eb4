// What our team asked and decided, in plain words, oldest first (internal notes never reach here).
import { Text, Timeline } from '@mantine/core';
import { CLAIM_STATUSES, type ClaimStatus } from '../../../domain/claim/index.ts';
import { formatAmountWithCode, formatFlightDate, formatTimestamp } from '../../components/claim-format.ts';
import { statusLabel } from '../../components/domain-text.ts';
import { msg, t, tp } from '../../i18n/t.ts';
import type { Update } from './progress-api.ts';

const TITLES: Record<Update['kind'], string> = {
  question: msg('We asked you a question'),
  answer: msg('You answered'),
  'sent-to-airline': msg('We sent your claim to the airline'),
  approved: msg('The airline approved your claim'),
  rejected: msg('Your claim was rejected'),
  paid: msg('We paid your compensation'),
  status: msg('Your claim’s status changed'),
  'payout-account': msg('You gave your payout account'),
  partner: msg('Our partner law firm now handles your claim'),
  court: msg('News from court'),
  escalated: msg('We took your claim further'),
  'body-answer': msg('The body answered your complaint'),
};
const ACCOUNT_CHANGED = msg('Your payout account was changed');

// A court step's title; an unknown step keeps the general one.
const COURT_TITLES: Record<string, string> = {
  filed: msg('Our lawyers took your claim to court'),
  hearing: msg('The court set a hearing'),
  judgment: msg('The court gave judgment'),
  paid: msg('The airline paid what the court awarded'),
  enforcement: msg('Our lawyers are enforcing the judgment'),
};

function titleOf(update: Update): string {
  if (update.kind === 'payout-account' && update.account?.before) return t(ACCOUNT_CHANGED);
  return t((update.kind === 'court' && update.step && COURT_TITLES[update.step]) || TITLES[update.kind]);
}

function courtDetail(update: Update): string | null {
  const date = update.date ? formatFlightDate(update.date) : '';
  if (update.step === 'filed' && update.court)
    return t('{court}, case number {number}, on {date}.', { court: update.court, number: update.case_number ?? '', date });
  if (update.amount) return t('{amount}, on {date}.', { amount: formatAmountWithCode(update.amount.amount, update.amount.currency), date });
  return date ? t('On {date}.', { date }) : null;
}

function detail(update: Update): string | null {
  switch (update.kind) {
    case 'approved':
      return update.amount
        ? t('The airline paid {amount}. See your payout statement below.', { amount: formatAmountWithCode(update.amount.amount, update.amount.currency) })
        : null;
    case 'rejected':
      return update.text ? t('Reason: {reason}', { reason: update.text }) : null;
    case 'paid':
      return update.amount
        ? t('{amount} sent to your bank account on {date}. Bank reference: {reference}.', {
            amount: formatAmountWithCode(update.amount.amount, update.amount.currency),
            date: update.date ? formatFlightDate(update.date) : '',
            reference: `\u2066${update.reference ?? ''}\u2069`,
          })
        : null;
    case 'status':
      return update.status ? t('It is now: {status}.', { status: knownStatus(update.status) }) : null;
    case 'payout-account':
      return update.account
        ? t('Your compensation will be paid to {account}. If you did not do this, change your password now.', {
            account: `\u2066${update.account.after}\u2069`,
          })
        : null;
    case 'partner':
      return t('They will write to the airline and, if needed, take it to court for you.');
    case 'court':
      return courtDetail(update);
    case 'answer': {
      const files = update.documents?.length ?? 0;
      return files > 0
        ? t('{text} ({files})', { text: update.text ?? '', files: tp(files, { one: '# file attached', other: '# files attached' }) })
        : (update.text ?? null);
    }
    default:
      return update.text ?? null;
  }
}

function knownStatus(status: string): string {
  return (CLAIM_STATUSES as readonly string[]).includes(status) ? statusLabel(status as ClaimStatus) : status;
}

export function TeamUpdates({ updates }: { updates: Update[] }) {
  if (updates.length === 0)
    return (
      <Text size="sm" c="gray.8" data-testid="team-updates">
        {t('No news from our team yet. We will write here when there is.')}
      </Text>
    );
  return (
    <Timeline active={updates.length - 1} bulletSize={16} lineWidth={2} aria-label={t('Updates from our team')} data-testid="team-updates">
      {updates.map((update) => {
        const text = detail(update);
        return (
          <Timeline.Item key={update.id} title={titleOf(update)}>
            {text ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {text}
              </Text>
            ) : null}
            <Text size="xs" c="gray.7">
              {formatTimestamp(update.at)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
