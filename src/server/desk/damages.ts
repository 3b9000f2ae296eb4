// The demand letter's damages under the Montreal Convention 1999 (issue #33): for a claim the
// Convention covers, what the passenger claims beyond any fixed sum, each with its article and the
// limit in SDR on the flight's date: the costs of the delay from the receipts (Art. 19, 22(1)), the
// ticket's refund where the engine found it owed, the baggage (Art. 17, 22(2)); and the time
// limits (Art. 31(2) complaint, Art. 35(1) action). Amounts as filed, in hundredths, per currency.
import { asc, eq } from 'drizzle-orm';
import { formatAmount, totalsByCurrency, type FlightFactsWire } from '../../domain/claim/index.ts';
import type { Assessment } from '../../domain/compensation/assessment.ts';
import { sdrInEnglish } from '../../domain/compensation/money.ts';
import type { LetterWords } from '../../domain/desk/index.ts';
import { escapeHtml } from '../../domain/mandate/signed-html.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimExpenses } from '../db/schema/expenses.ts';

type Item = 'careCosts' | 'ticketRefund' | 'baggageDelayed' | 'baggageLost' | 'baggageDamaged';
const BAGGAGE_ITEM: Readonly<Record<'delayed' | 'lost' | 'damaged', Item>> = { delayed: 'baggageDelayed', lost: 'baggageLost', damaged: 'baggageDamaged' };

export interface DamageLine {
  item: Item;
  /** '42.50 EUR + 120.00 AED', or null when the receipts are still to come. */
  amount: string | null;
  basis: string;
  /** '6,303 SDR', when the Convention sets one. */
  limit?: string;
}

export interface Damages {
  lines: DamageLine[];
  complaint?: { days: number; lastDay?: string };
  actionBy?: string;
}

/** The Convention's answer on this claim: leading, or beside a fixed sum. */
export function montrealAnswer(assessment: Assessment | null | undefined): Assessment | undefined {
  if (!assessment) return undefined;
  return [assessment, ...(assessment.alsoApplicable ?? [])].find((a) => a.regime === 'MC99' && a.outcome === 'eligible');
}

const minorText = (minor: number, currency: string) => `${formatAmount(minor)} ${currency}`;

/** What the letter claims under the Convention, or undefined when it does not cover the claim. */
export async function damagesOf(tx: DbOrTx, claimId: string, flight: FlightFactsWire, assessment: Assessment | null): Promise<Damages | undefined> {
  const montreal = montrealAnswer(assessment);
  if (!montreal) return undefined;
  const receipts = await tx.select().from(claimExpenses).where(eq(claimExpenses.claimId, claimId)).orderBy(asc(claimExpenses.position));
  const lines: DamageLine[] = [];
  if (montreal.damagesCap) {
    const totals = totalsByCurrency(receipts);
    lines.push({
      item: 'careCosts',
      amount: totals.length > 0 ? totals.map((sum) => `${sum.amount} ${sum.currency}`).join(' + ') : null,
      basis: 'Montreal Convention 1999 Art. 19, Art. 22(1)',
      limit: sdrInEnglish(montreal.damagesCap.amount),
    });
  }
  const refund = [assessment!, ...(assessment!.alsoApplicable ?? [])].find((a) => a.refund)?.refund;
  if (refund && flight.ticket_price) {
    lines.push({ item: 'ticketRefund', amount: minorText(flight.ticket_price.amount_minor, flight.ticket_price.currency), basis: refund.source });
  }
  const bag = flight.baggage;
  if (bag && montreal.baggageCap) {
    lines.push({
      item: BAGGAGE_ITEM[bag.kind],
      amount: bag.cost ? minorText(bag.cost.amount_minor, bag.cost.currency) : null,
      basis: `Montreal Convention 1999 Art. 17(2)${bag.kind === 'lost' ? '-(3)' : ''}, Art. 22(2)`,
      limit: sdrInEnglish(montreal.baggageCap.amount),
    });
  }
  const deadlines = montreal.claimDeadlines;
  const complaint = deadlines?.complaints?.[0];
  return {
    lines,
    ...(complaint ? { complaint: { days: complaint.days, ...(complaint.lastDay ? { lastDay: complaint.lastDay } : {}) } } : {}),
    ...(deadlines?.shortest.lastDay ? { actionBy: deadlines.shortest.lastDay } : {}),
  };
}

const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The letter's section: each item with its amount, article and limit, then the time limits. */
export function damagesHtml(w: LetterWords, d: Damages): string {
  const items = d.lines.map((l) => {
    const amount = l.amount ? ltr(l.amount) : escapeHtml(w.receiptsToFollow);
    const limit = l.limit ? `; ${escapeHtml(w.limit)}: ${ltr(l.limit)}` : '';
    return `<li><strong>${escapeHtml(w[l.item])}</strong>: ${amount}<br><em>${ltr(l.basis)}</em>${limit}</li>`;
  });
  const limits: string[] = [];
  if (d.complaint) {
    const days = String(d.complaint.days);
    limits.push(d.complaint.lastDay ? fill(escapeHtml(w.complaintBy), { days, date: ltr(d.complaint.lastDay) }) : fill(escapeHtml(w.complaint), { days }));
  }
  if (d.actionBy) limits.push(fill(escapeHtml(w.actionBy), { date: ltr(d.actionBy) }));
  return `<h2>${escapeHtml(w.damages)}</h2><p>${escapeHtml(w.damagesIntro)}</p><ul>${items.join('')}</ul>
${limits.length > 0 ? `<h2>${escapeHtml(w.timeLimits)}</h2><ul>${limits.map((l) => `<li>${l}</li>`).join('')}</ul>` : ''}`;
}
