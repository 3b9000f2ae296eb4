// GET /api/airports?search=: the rules engine's airport table, ranked (exact IATA code, then city
// and name prefixes), at most 20. Public: it is reference data with no personal information.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allAirports, buildAirportIndex, MAX_AIRPORT_RESULTS, searchAirports } from '../../domain/airports/index.ts';

const AirportSchema = Type.Object({
  iata: Type.String(),
  name: Type.String(),
  city: Type.String(),
  country: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timeZone: Type.String(),
});

export const airportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const index = buildAirportIndex(allAirports());

  app.get(
    '/airports',
    {
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: {
        summary: 'Search airports by IATA code, city or name',
        tags: ['airports'],
        querystring: Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Array(AirportSchema) }) },
      },
    },
    async (request, reply) => {
      const search = request.query.search ?? '';
      // Reference data: cacheable by the browser and the service worker for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return { data: searchAirports(index, search, MAX_AIRPORT_RESULTS) };
    },
  );
};
