// src/server/inbound: what the airline says. With INBOUND_SMTP_PORT the server also receives mail
// for claims+<reference>@MAIL_DOMAIN (receiver.ts); either way agents may upload the airline's
// answer (http/backoffice/airline-messages-routes.ts). Both keep it through airline-messages.ts.
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../blobs/index.ts';
import { startInboundReceiver, type InboundReceiver } from './receiver.ts';

export { claimReplyAddress } from './reply-address.ts';
export { listAirlineMessages, saveAirlineMessage } from './airline-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbound SMTP receiver's port once the app is ready; null without INBOUND_SMTP_PORT. */
    inboundMail: { port: number | null };
  }
}

/** Starts the receiver when the app is ready (if configured) and stops it when the app closes. */
export function registerInboundMail(app: FastifyInstance, blobs: BlobStore): void {
  const { config } = app;
  if (config.inbound.port === undefined) return;
  let receiver: InboundReceiver | undefined;
  app.addHook('onReady', async () => {
    receiver = await startInboundReceiver({ config: config.inbound, mailDomain: config.mailDomain, db: app.db, blobs, log: app.log });
    app.inboundMail.port = receiver.port;
  });
  app.addHook('onClose', async () => {
    await receiver?.close();
    app.inboundMail.port = null;
  });
}
