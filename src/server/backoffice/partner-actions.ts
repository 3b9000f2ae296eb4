// The partner firm's actions on a claim: `assign-partner` hands the claim to a firm (agents and
// admins), `court-step` records a step of the court case (the firm's lawyers, admins). Each is one
// audit event on the claim, which the passenger's progress view reads.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import type { claims } from '../db/schema/claims.ts';
import { checkCourtStep, type CourtStepKind } from '../../domain/escalation/court-steps.ts';
import { claimCourtSteps, partnerFirms } from '../db/schema/partners.ts';
import { HttpProblem } from '../http/problem.ts';
import type { ClaimRow } from '../http/claims-store.ts';

export interface PartnerActionInput {
  action: string;
  /** assign-partner: the firm. */
  firm_id?: string | undefined;
  /** court-step: which step, on which day (YYYY-MM-DD). */
  step?: string | undefined;
  date?: string | undefined;
  court?: string | undefined;
  case_number?: string | undefined;
  /** court-step judgment and paid: the amount in minor units (cents). */
  amount_minor?: number | undefined;
  currency?: string | undefined;
  text?: string | undefined;
}

type Prepared = { set: Partial<typeof claims.$inferInsert>; details: Record<string, unknown> };

function invalid(detail: string, field: string): HttpProblem {
  return new HttpProblem(422, 'validation-failed', 'The action is not valid', { detail, errors: [{ field, message: detail }] });
}

export async function prepareAssignPartner(db: DbOrTx, input: PartnerActionInput): Promise<Prepared> {
  const firmId = input.firm_id?.toLowerCase();
  if (!firmId) throw invalid('Choose the partner firm.', 'firm_id');
  const [firm] = await db.select().from(partnerFirms).where(eq(partnerFirms.id, firmId));
  if (!firm) throw invalid('Choose a partner firm that exists.', 'firm_id');
  return { set: { partnerFirmId: firm.id }, details: { firm_id: firm.id, firm_name: firm.name } };
}

function checkStep(input: PartnerActionInput): CourtStepKind {
  const check = checkCourtStep(input);
  if (!check.ok) throw invalid(check.message, check.field);
  return check.step;
}

/** Records the court step in its own table and says what the audit event keeps. */
export async function prepareCourtStep(db: DbOrTx, row: ClaimRow, input: PartnerActionInput, actorId: string): Promise<Prepared> {
  const step = checkStep(input);
  const values = {
    claimId: row.id,
    firmId: row.partnerFirmId,
    kind: step,
    occurredOn: input.date!,
    court: input.court?.trim() || null,
    caseNumber: input.case_number?.trim() || null,
    amountMinor: input.amount_minor ?? null,
    currency: input.currency?.toUpperCase() ?? null,
    note: input.text?.trim() || null,
    recordedBy: actorId,
  };
  await db.insert(claimCourtSteps).values(values);
  const details = {
    step,
    date: values.occurredOn,
    ...(values.court ? { court: values.court } : {}),
    ...(values.caseNumber ? { case_number: values.caseNumber } : {}),
    ...(values.amountMinor !== null ? { amount_minor: values.amountMinor, currency: values.currency } : {}),
  };
  return { set: {}, details };
}
