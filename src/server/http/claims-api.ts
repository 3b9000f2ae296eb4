// The claims product API as one plugin: claims, documents, signatures, flights, airports and
// referral routes, with their dependencies (blob store from BLOB_STORE, flight-status provider
// from FLIGHT_PROVIDER) made here from the server config unless given, the account erasure and
// export hooks, and an hourly sweep of expired Idempotency-Key records and of blobs no row refers to.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { blobStoreSettings, openBlobStore, S3BlobStore, type BlobStore } from '../blobs/index.ts';
import { createFlightStatusProvider, flightProviderSettings, type FlightStatusProvider } from '../flights/index.ts';
import { sweepExpiredIdempotencyKeys } from '../idempotency.ts';
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from '../orphan-blobs.ts';
import { airportsRoutes } from './airports-routes.ts';
import { backofficeAgentsRoutes } from './backoffice/agents-routes.ts';
import { backofficeClaimsRoutes } from './backoffice/claims-routes.ts';
import { bankStatementRoutes } from './backoffice/bank-statement-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { invoiceListRoutes } from './backoffice/invoice-list-routes.ts';
import { payoutConsentRoutes } from './backoffice/payout-consent-routes.ts';
import { payoutRunsRoutes } from './backoffice/payout-runs-routes.ts';
import { backofficeFirmsRoutes } from './backoffice/firms-routes.ts';
import { backofficeBundleRoutes } from './backoffice/bundle-routes.ts';
import { registerLimitationAlerts } from '../backoffice/limitation-alerts.ts';
import { registerClaimsAccountHooks } from './claims-account-hooks.ts';
import { claimProgressRoutes } from './claim-progress-routes.ts';
import { deskPassengerRoutes } from '../desk/passenger-routes.ts';
import { startDeskClock } from '../desk/clock-runner.ts';
import { claimsRoutes } from './claims-routes.ts';
import { expensesRoutes } from './expenses-routes.ts';
import { flightsRoutes } from './flights-routes.ts';
import { referralRoutes } from './referral-routes.ts';
import { signatureRoutes } from './signature-routes.ts';
import { syncProblemRoutes } from './sync-problem-routes.ts';
import { mandateRoutes } from './mandate-routes.ts';
import { createMandateService } from '../mandate/service.ts';
import { createPdfPrinter } from '../mandate/pdf-printer.ts';
import { startSendWorker, type SendWorker } from '../desk/send-worker.ts';
import { bulkSendRoutes } from './backoffice/bulk-send-routes.ts';
import { uploadsRoutes } from './uploads-routes.ts';
import { registerInboundMail } from '../inbound/index.ts';
import { airlineMessagesRoutes } from './backoffice/airline-messages-routes.ts';
import { claimChannelRoutes } from './backoffice/claim-channel-routes.ts';
import { deskInsightsRoutes } from './backoffice/desk-insights-routes.ts';

export interface ClaimsApiOptions {
  blobs?: BlobStore;
  flightProvider?: FlightStatusProvider;
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const claimsApi: FastifyPluginAsyncTypebox<ClaimsApiOptions> = async (app, options) => {
  const { db, config } = app;
  const blobs = options.blobs ?? (await openBlobStore(blobStoreSettings(config)));
  const provider = options.flightProvider ?? createFlightStatusProvider(flightProviderSettings(config));
  if (!options.blobs && blobs instanceof S3BlobStore) app.addHook('onClose', async () => blobs.close());

  const printer = createPdfPrinter(config.chromiumPath);
  const mandate = createMandateService({ db, blobs, printer, log: app.log });
  app.addHook('onClose', async () => {
    await mandate.settle();
    await printer.close();
  });
  // Erasure first lets the mandate prints under way finish, so none writes a PDF for an erased claim.
  registerClaimsAccountHooks(app, db, blobs, () => mandate.settle());

  // Bytes a crash left without their row. PGlite: nothing can be running yet, so all of them now.
  const sweepBlobs = async (olderThan?: Date) => {
    const swept = await sweepOrphanBlobs(db, blobs, olderThan ? { olderThan } : {});
    if (swept.length > 0) app.log.warn({ count: swept.length }, 'deleted blobs no row refers to');
  };
  if (app.database.kind === 'pglite') await sweepBlobs();
  else sweepBlobs(new Date(Date.now() - ORPHAN_GRACE_MS)).catch((error: unknown) => app.log.warn({ err: error }, 'blob sweep failed'));

  const sweep = () => {
    sweepExpiredIdempotencyKeys(db).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency sweep failed'));
    sweepBlobs(new Date(Date.now() - ORPHAN_GRACE_MS)).catch((error: unknown) => app.log.warn({ err: error }, 'blob sweep failed'));
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(claimsRoutes, { db });
  await app.register(uploadsRoutes, { db, blobs });
  await app.register(signatureRoutes, { db, blobs });
  await app.register(expensesRoutes, { db, blobs });
  await app.register(mandateRoutes, { db, blobs, mandate });
  await app.register(syncProblemRoutes, { db });
  await app.register(flightsRoutes, { provider });
  await app.register(airportsRoutes);
  await app.register(referralRoutes, { db, publicOrigin: config.publicOrigin });
  await app.register(claimProgressRoutes, { db });
  await app.register(deskPassengerRoutes, { db });
  const desk = { blobs, printer, config };
  await app.register(backofficeClaimsRoutes, { db, blobs, desk });
  // The airline desk's dates (reminders, notices, tasks) and its bulk sends, beside the notification worker.
  let sendWorker: SendWorker | undefined;
  if (config.notify.worker) {
    let stopClock: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopClock = startDeskClock(db, desk, app.log);
      sendWorker = startSendWorker(db, desk, app.log);
    });
    app.addHook('preClose', async () => {
      stopClock?.();
      await sendWorker?.stop();
    });
  }
  await app.register(bulkSendRoutes, { db, wake: () => sendWorker?.wake() });
  await app.register(airlineMessagesRoutes, { db, blobs });
  await app.register(claimChannelRoutes, { db });
  await app.register(deskInsightsRoutes, { db });
  registerInboundMail(app, blobs);
  await app.register(bankStatementRoutes, { db });
  await app.register(invoiceRoutes, { db, printer });
  await app.register(invoiceListRoutes, { db, printer });
  await app.register(payoutRunsRoutes, { db });
  await app.register(payoutConsentRoutes, { db });
  await app.register(backofficeFirmsRoutes);
  await app.register(backofficeBundleRoutes, { db, blobs, mandate });
  registerLimitationAlerts(app);
  if (config.oidcEmbedded) await app.register(backofficeAgentsRoutes);
};
