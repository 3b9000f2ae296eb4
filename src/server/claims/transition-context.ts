// The workflow's context taken from a request: who is configured, the limits and where to log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TransitionContext } from './transition.ts';

export function transitionContext(app: FastifyInstance, request: FastifyRequest): TransitionContext {
  return { embeddedIdentity: app.config.oidcEmbedded, limits: app.config.limits, log: request.log, ip: request.ip };
}
