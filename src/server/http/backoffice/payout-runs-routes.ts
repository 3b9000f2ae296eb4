// Payout runs (issue #36, money out), for admins and the payer: the claims approved and waiting
// with what each still misses, creating a run (admins), approving another admin's run (four
// eyes), downloading its files (the SEPA pain.001 and the bank CSV), and confirming it with the
// bank's execution report (pain.002) or the date and reference an agent enters. Rules: src/domain/
// payout; the work: src/server/payout.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, desc, eq } from 'drizzle-orm';
import { planPayout } from '../../../domain/payout/plan.ts';
import { permit } from '../../access.ts';
import { audit } from '../../audit.ts';
import { bankDataKey } from '../../backoffice/payout-accounts.ts';
import { transitionContext } from '../../claims/transition-context.ts';
import type { AppDb } from '../../db/database.ts';
import { claims } from '../../db/schema/claims.ts';
import { payoutRuns } from '../../db/schema/payout-runs.ts';
import { idempotencyScope, runIdempotent } from '../../idempotency.ts';
import { claimPayoutState } from '../../payout/claim-state.ts';
import { confirmRun, type Confirmation } from '../../payout/confirm.ts';
import { assertExportable, bankCsvFile, sepaFile } from '../../payout/export.ts';
import { approveRun, createRun, itemsOf, runWithItems, type ItemRow, type Money, type RunRow } from '../../payout/runs.ts';
import { HttpProblem } from '../problem.ts';
import { ConfirmBody, CreateRunBody, DataEnvelope, RunParams } from './payout-runs-schemas.ts';
import { vatSettingsOf } from '../../money/residence.ts';

function toItemWire(i: ItemRow) {
  return {
    end_to_end_id: i.endToEndId,
    claim_id: i.claimId,
    reference: i.reference,
    route: i.route,
    // Both amounts, and the rate with its date when the currencies differ (minor units).
    source: { amount: i.sourceAmount, currency: i.sourceCurrency },
    payout: { amount: i.amount, currency: i.currency },
    rate: i.rate,
    account: i.accountMasked,
    status: i.status,
    value_date: i.valueDate,
    bank_reference: i.bankReference,
    reason: i.reason,
  };
}

function totals(items: ItemRow[]) {
  const by = new Map<string, { currency: string; amount: number; count: number }>();
  for (const i of items) {
    const t = by.get(i.currency) ?? { currency: i.currency, amount: 0, count: 0 };
    t.amount += i.amount;
    t.count += 1;
    by.set(i.currency, t);
  }
  return [...by.values()];
}

function toRunWire(run: RunRow, items: ItemRow[]) {
  return {
    id: run.id,
    status: run.status,
    message_id: run.messageId,
    execution_date: run.executionDate,
    rates: run.rates,
    created_by: run.createdBy,
    created_at: run.createdAt.toISOString(),
    approved_by: run.approvedBy,
    approved_at: run.approvedAt?.toISOString() ?? null,
    confirmed_at: run.confirmedAt?.toISOString() ?? null,
    totals: totals(items),
    files: { sepa: items.some((i) => i.route === 'sepa'), csv: items.some((i) => i.route === 'bank-csv') },
    items: items.map(toItemWire),
  };
}

function confirmationOf(body: { pain002?: string | undefined; value_date?: string | undefined; reference?: string | undefined }): Confirmation {
  if (body.pain002 !== undefined && body.value_date === undefined && body.reference === undefined) return { kind: 'report', xml: body.pain002 };
  if (body.pain002 === undefined && body.value_date && body.reference?.trim())
    return { kind: 'manual', valueDate: body.value_date, reference: body.reference.trim() };
  throw new HttpProblem(422, 'validation-failed', 'Give the bank’s report or the date and reference', {
    detail: 'Send either `pain002` (the execution report as XML) or both `value_date` and `reference`.',
    errors: [{ field: 'pain002', message: 'Send the pain.002, or the value date and the bank reference.' }],
  });
}

export const payoutRunsRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  const security = [{ bearer: [] }];
  const tags = ['backoffice'];
  const execute = permit(app, 'payouts.execute');
  const manage = permit(app, 'payouts.manage');
  const money: Money = { key: bankDataKey(app.config), vat: vatSettingsOf(app.config) };
  const problems = {
    400: { $ref: 'Problem#' },
    401: { $ref: 'Problem#' },
    403: { $ref: 'Problem#' },
    404: { $ref: 'Problem#' },
    409: { $ref: 'Problem#' },
    422: { $ref: 'Problem#' },
  };
  const response = { 200: DataEnvelope, ...problems };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/backoffice/payout-runs', { ...execute, schema: { summary: 'Payout runs, newest first (admins, payer)', tags, security, response } }, async () => {
    const runs = await db.select().from(payoutRuns).orderBy(desc(payoutRuns.createdAt)).limit(100);
    const items = await itemsOf(
      db,
      runs.map((r) => r.id),
    );
    return {
      data: runs.map((run) =>
        toRunWire(
          run,
          items.filter((i) => i.runId === run.id),
        ),
      ),
    };
  });

  app.get(
    '/backoffice/payout-runs/candidates',
    {
      ...execute,
      schema: { summary: 'Approved claims waiting for their payout, each ready or with what it misses (admins, payer)', tags, security, response },
    },
    async () => {
      const rows = await db.select().from(claims).where(eq(claims.status, 'approved')).orderBy(asc(claims.updatedAt)).limit(200);
      const data = [];
      for (const row of rows) {
        const plan = planPayout((await claimPayoutState(db, money.key, row, money.vat, [])).plan);
        data.push({ claim_id: row.id, ready: plan.ok, line: plan.ok ? plan.line : null, reasons: plan.ok ? [] : plan.reasons });
      }
      return { data };
    },
  );

  app.post(
    '/backoffice/payout-runs',
    {
      ...manage,
      schema: {
        summary: 'Create a payout run from ready claims (admins)',
        description:
          'Names `claim_ids` (each must be ready: 422 `payout-claim-not-ready` with every reason otherwise) or, without them, takes every ready approved claim (422 `payout-nothing-ready` when there is none). `rates`: the exchange rate and its date for each currency pair a payout converts. Honours Idempotency-Key.',
        tags,
        security,
        body: CreateRunBody,
        response: { 201: DataEnvelope, ...problems },
      },
    },
    async (request, reply) => {
      const scope = idempotencyScope(request, JSON.stringify(request.body));
      return runIdempotent(db, reply, scope, async (tx) => {
        const body = request.body;
        const id = await createRun(tx, { claimIds: body.claim_ids, executionDate: body.execution_date, rates: body.rates ?? [] }, money, request.user.id);
        audit(request.log, 'payout-run.created', { runId: id, actorId: request.user.id, ip: request.ip });
        const { run, items } = await runWithItems(tx, id);
        return { status: 201, body: { data: toRunWire(run, items) } };
      });
    },
  );

  app.get(
    '/backoffice/payout-runs/:id',
    { ...execute, schema: { summary: 'One payout run with its payouts (admins, payer)', tags, security, params: RunParams, response } },
    async (request) => {
      const { run, items } = await runWithItems(db, request.params.id);
      return { data: toRunWire(run, items) };
    },
  );

  app.post(
    '/backoffice/payout-runs/:id/approve',
    { ...manage, schema: { summary: 'Approve a payout run created by another admin (four eyes)', tags, security, params: RunParams, response } },
    async (request) => {
      const actorId = request.user.id;
      try {
        await db.transaction((tx) => approveRun(tx, request.params.id, actorId));
      } catch (error) {
        if (error instanceof HttpProblem && error.code === 'own-approval-refused')
          audit(request.log, 'payout-run.approval-refused', { runId: request.params.id, actorId, ip: request.ip });
        throw error;
      }
      audit(request.log, 'payout-run.approved', { runId: request.params.id, actorId, ip: request.ip });
      const { run, items } = await runWithItems(db, request.params.id);
      return { data: toRunWire(run, items) };
    },
  );

  // The run's two bank files: the same checks, audit and headers; each says when the run has none of its payouts.
  type RunWithItems = Awaited<ReturnType<typeof runWithItems>>;
  const FILES = {
    'pain.001': {
      summary: 'The approved run’s SEPA credit transfer file (pain.001.001.09, EUR to IBANs)',
      contentType: 'application/xml; charset=utf-8',
      extension: 'xml',
      audit: 'pain.001',
      none: ['This run has no SEPA payout', 'Its payouts are in the bank CSV.'],
      make: (run: RunWithItems) => sepaFile(db, money.key, run.run, run.items, app.config.payoutDebtor),
    },
    'bank.csv': {
      summary: 'The approved run’s bank CSV (AED and other non-SEPA payouts; columns: PAYOUT_CSV_COLUMNS)',
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
      audit: 'csv',
      none: ['This run has no payout for the bank CSV', 'Its payouts are in the SEPA file.'],
      make: (run: RunWithItems) => bankCsvFile(db, money.key, run.run, run.items, app.config.payoutCsvColumns),
    },
  } as const;

  for (const [file, spec] of Object.entries(FILES)) {
    app.get(
      `/backoffice/payout-runs/:id/${file}`,
      { ...execute, schema: { summary: spec.summary, tags, security, params: RunParams, response: problems } },
      async (request, reply) => {
        const found = await runWithItems(db, request.params.id);
        assertExportable(found.run);
        const body = await spec.make(found);
        if (body === null) throw new HttpProblem(404, 'not-found', spec.none[0], { detail: spec.none[1] });
        audit(request.log, 'payout-run.exported', { runId: found.run.id, file: spec.audit, actorId: request.user.id, ip: request.ip });
        return reply
          .header('content-type', spec.contentType)
          .header('content-disposition', `attachment; filename="payout-${found.run.messageId}.${spec.extension}"`)
          .send(body);
      },
    );
  }

  app.post(
    '/backoffice/payout-runs/:id/confirm',
    {
      ...execute,
      schema: {
        summary: 'Confirm an approved run: the bank’s pain.002, or the value date and reference entered',
        description:
          'Each executed payout marks its claim `paid` (the claim workflow) with the value date and the bank’s reference, issues the fee’s tax invoice in the same transaction, and tells the passenger. A report for another run, an unknown EndToEndId (422 `payout-report-invalid`) or another amount (422 `payout-amount-mismatch`) changes nothing; a confirmed run refuses a second confirmation (409 `payout-run-confirmed`).',
        tags,
        security,
        params: RunParams,
        body: ConfirmBody,
        response,
      },
    },
    async (request, reply) => {
      const confirmation = confirmationOf(request.body);
      const scope = idempotencyScope(request, JSON.stringify(request.body));
      return runIdempotent(db, reply, scope, async (tx) => {
        const confirmer = { id: request.user.id, settings: app.config, log: request.log };
        const result = await confirmRun(tx, request.params.id, confirmation, confirmer, transitionContext(app, request));
        audit(request.log, 'payout-run.confirmed', { runId: request.params.id, actorId: request.user.id, ip: request.ip, ...result });
        const { run, items } = await runWithItems(tx, request.params.id);
        return { status: 200, body: { data: { ...toRunWire(run, items), confirmed: result } } };
      });
    },
  );
};
