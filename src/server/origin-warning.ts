// Requests for another host than PUBLIC_ORIGIN's (http://127.0.0.1:8080 when it says localhost,
// a LAN name): the app works there (the embedded provider answers on the page's own origin, see
// realm-routes.ts), but e-mailed links and the tokens' issuer use PUBLIC_ORIGIN. One warning per
// process tells the operator, without flooding the log.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';

export function warnOnOtherHost(app: FastifyInstance, config: ServerConfig): void {
  const expected = new URL(config.publicOrigin).host;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.host === expected) return;
    warned = true;
    app.log.warn(
      { host: request.host.slice(0, 100), publicOrigin: config.publicOrigin },
      'requests arrive for another host than PUBLIC_ORIGIN: sign-in works there, but links in e-mails point to PUBLIC_ORIGIN; set PUBLIC_ORIGIN to the address users open',
    );
  });
}
