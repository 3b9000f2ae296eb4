// The airline claims directory in the back office: every airline with how it takes claims
// (GET /api/backoffice/airlines), one airline's (GET …/airlines/{iata}/claim-channel), and an
// admin's correction of it (PUT, admins only), stored with who and when and taking precedence over
// the shipped entry. Bad input is problem+json: an airline not in our directory (404
// airline-not-found), a bad e-mail address or link (422 validation-failed, per field).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkChannelCorrection } from '../../../domain/airlines/correction-check.ts';
import { permit } from '../../access.ts';
import { airlineName, allClaimChannels, claimChannelFor, saveCorrection } from '../../backoffice/claim-channels.ts';
import type { AppDb } from '../../db/database.ts';
import { HttpProblem, problemResponses } from '../problem.ts';
import { AirlineEntryEnvelope, AirlineListEnvelope, CorrectionBody, IataParams, toClaimChannelWire } from './claim-channel-schemas.ts';

const airlineNotFound = (iata: string) =>
  new HttpProblem(404, 'airline-not-found', 'No such airline in our directory', { detail: `${iata.toUpperCase()} is not an airline code we know.` });

export const claimChannelRoutes: FastifyPluginAsyncTypebox<{ db: AppDb }> = async (app, { db }) => {
  const security = [{ bearer: [] }];
  const tags = ['backoffice'];

  async function entryOf(iata: string) {
    const code = iata.toUpperCase();
    const name = airlineName(code);
    if (!name) throw airlineNotFound(code);
    const channel = await claimChannelFor(db, code);
    return { iata: code, name, channel: channel ? toClaimChannelWire(channel) : null };
  }

  app.get(
    '/backoffice/airlines',
    {
      ...permit(app, 'backoffice.read'),
      schema: {
        summary: 'Every airline of the directory with how it takes claims; channel null: not known yet (agents)',
        tags,
        security,
        response: { 200: AirlineListEnvelope, ...problemResponses(401, 403) },
      },
    },
    async () => ({
      data: (await allClaimChannels(db)).map((a) => ({ iata: a.iata, name: a.name, channel: a.channel ? toClaimChannelWire(a.channel) : null })),
    }),
  );

  app.get(
    '/backoffice/airlines/:iata/claim-channel',
    {
      ...permit(app, 'backoffice.read'),
      schema: {
        summary: "An airline's claim channel, an admin's correction applied (agents)",
        tags,
        security,
        params: IataParams,
        response: { 200: AirlineEntryEnvelope, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await entryOf(request.params.iata) }),
  );

  app.put(
    '/backoffice/airlines/:iata/claim-channel',
    {
      ...permit(app, 'airlines.correct'),
      schema: {
        summary: "Correct an airline's claim channel (admins): stored with who and when, it takes precedence over the shipped entry",
        tags,
        security,
        params: IataParams,
        body: CorrectionBody,
        response: { 200: AirlineEntryEnvelope, ...problemResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { iata } = request.params;
      if (!airlineName(iata)) throw airlineNotFound(iata);
      const body = request.body;
      const errors = checkChannelCorrection(body);
      if (errors.length > 0)
        throw new HttpProblem(422, 'validation-failed', 'The request is not valid', { errors: errors.map(({ field, message }) => ({ field, message })) });
      const { user } = request;
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      await saveCorrection(
        db,
        iata,
        { channels: body.channels, languages: body.languages, directFirst: body.direct_first, adr: body.adr, source: body.source },
        { id: user.id, name },
      );
      request.log.info({ iata: iata.toUpperCase(), actorId: user.id }, 'airline claim channel corrected');
      return { data: await entryOf(iata) };
    },
  );
};
