// Money as every screen shows it: the compensation per passenger and for everyone on the claim,
// our fee (25 % + VAT) and what the passengers receive, from the one payout() in src/domain.
import { Stack, Text } from '@mantine/core';
import { DEFAULT_FEE_SETTINGS, payout, type FeeSettings } from '../../domain/claim/payout.ts';
import { formatRate, t, tp } from '../i18n/t.ts';
import { formatAmountWithCode } from './claim-format.ts';

export interface AmountInput {
  /** Per passenger, as the rules engine and the server state it. */
  amount: number;
  currency: string;
  passengers: number;
}

/**
 * '600 EUR per passenger, 1,800 EUR for 3 passengers' (one passenger: '600 EUR for 1 passenger'). A
 * comma (Persian and Arabic '،') joins them: a middle dot beside Persian digits reads as a zero (۰).
 */
export function amountText({ amount, currency, passengers }: AmountInput): string {
  const p = payout(amount, currency, passengers);
  const total = tp(
    p.passengers,
    { other: '{amount} for # passengers', one: '{amount} for # passenger' },
    { amount: formatAmountWithCode(p.total.compensation, currency) },
  );
  return p.passengers === 1 ? total : t('{amount} per passenger, {total}', { amount: formatAmountWithCode(p.perPassenger.compensation, currency), total });
}

/** 'You receive 1,327.50 EUR after our fee (25% + 5% VAT: 472.50 EUR)'. */
export function netText({ amount, currency, passengers }: AmountInput): string {
  const p = payout(amount, currency, passengers);
  return t('You receive {net} after our fee ({fee}: {amount})', {
    net: formatAmountWithCode(p.total.net, currency),
    fee: feeText(p.settings),
    amount: formatAmountWithCode(p.total.fee + p.total.vat, currency),
  });
}

/** '25% + 5% VAT' in the page's language (the domain's feeLabel, translated): the amounts line and the mandate step. */
export function feeText(settings: FeeSettings = DEFAULT_FEE_SETTINGS): string {
  return t('{fee} + {vat} VAT', { fee: formatRate(settings.feeRate), vat: formatRate(settings.vatRate) });
}

export function AmountLines({ size = 'sm', ...input }: AmountInput & { size?: 'sm' | 'md' }) {
  return (
    <Stack gap={2}>
      <Text size={size} fw={700}>
        {amountText(input)}
      </Text>
      <Text size="sm" c="gray.8">
        {netText(input)}
      </Text>
    </Stack>
  );
}
