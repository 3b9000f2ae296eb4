// The back office's role checks, run after app.authenticate: a passenger's valid token is 403.
import type { FastifyRequest } from 'fastify';
import { isAdmin, isAgent } from '../../identity/roles.ts';
import { HttpProblem } from '../problem.ts';

export async function requireAgent(request: FastifyRequest): Promise<void> {
  if (!isAgent(request.user.roles)) throw new HttpProblem(403, 'agent-role-required', 'Only claims agents may use the back office');
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(request.user.roles)) throw new HttpProblem(403, 'admin-role-required', 'Only admins may manage agents');
}
