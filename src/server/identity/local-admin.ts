// How `npm run agent:create` reaches a running server on PGlite, whose data directory only the
// server may open (the DATA_DIR lock). When the server listens, it writes DATA_DIR/local-admin.json
// (0600, so only the account that runs the server can read it) with its port and a random
// one-time secret. The CLI reads the file and posts to POST /api/local-admin/agents on loopback
// with the secret; the server answers only loopback callers holding the current secret, and
// replaces the secret after each accepted request. A request that came through a reverse proxy
// (it carries Forwarded, X-Forwarded-For or X-Real-IP) is refused whatever it holds: behind a
// proxy on the same host, loopback says nothing. The file goes when the server closes.
// On PostgreSQL the CLI writes to the shared database directly and none of this runs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isValidEmail, MIN_PASSWORD_LENGTH } from '../../domain/claim/validation.ts';
import { audit } from '../audit.ts';
import { HttpProblem } from '../http/problem.ts';
import { STAFF_ROLES } from './roles.ts';
import { createStaffAccount, FirmError } from './staff-account.ts';
import { EmailTakenError } from './users.ts';

export const LOCAL_ADMIN_FILE = 'local-admin.json';
export const LOCAL_ADMIN_PATH = '/api/local-admin/agents';
export const LOCAL_ADMIN_HEADER = 'x-local-admin-secret';

export interface LocalAdminFile {
  pid: number;
  port: number;
  secret: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: behind one on the same host every caller looks like loopback (review I6). */
const PROXIED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const NewAgentBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ maxLength: 1024 }),
    role: Type.Enum(STAFF_ROLES),
    /** role partner: the firm's id or exact name; newFirm creates it. */
    firm: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    newFirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

function writeSecretFile(dataDir: string, content: LocalAdminFile): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const target = path.join(dataDir, LOCAL_ADMIN_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(content), { mode: 0o600 });
  fs.renameSync(temporary, target);
}

function sameSecret(given: unknown, current: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(current);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The loopback endpoint; registered only on PGlite (see the file comment). */
export const localAdminRoutes: FastifyPluginAsyncTypebox<{ dataDir: string }> = async (app, { dataDir }) => {
  let secret = crypto.randomBytes(32).toString('base64url');
  let port = 0;
  const filePath = path.join(dataDir, LOCAL_ADMIN_FILE);
  const publish = () => writeSecretFile(dataDir, { pid: process.pid, port, secret });

  app.addHook('onListen', async () => {
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    publish();
  });
  app.addHook('onClose', async () => {
    fs.rmSync(filePath, { force: true });
  });

  app.post(LOCAL_ADMIN_PATH, { schema: { hide: true, body: NewAgentBody } }, async (request, reply) => {
    const proxied = PROXIED.some((name) => request.headers[name] !== undefined);
    if (proxied || !LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameSecret(request.headers[LOCAL_ADMIN_HEADER], secret)) {
      throw new HttpProblem(403, 'forbidden', 'Forbidden');
    }
    // One use per secret: the next call must read the file again.
    secret = crypto.randomBytes(32).toString('base64url');
    if (port) publish();
    const { email, password } = request.body;
    if (!isValidEmail(email) || password.length < MIN_PASSWORD_LENGTH) {
      throw new HttpProblem(422, 'validation-failed', 'The e-mail or password is not valid', {
        detail: `Use a valid e-mail and a password of ${MIN_PASSWORD_LENGTH}+ characters.`,
      });
    }
    try {
      const { user, firm } = await createStaffAccount(app.db, request.body);
      audit(request.log, 'agent.created', { targetId: user.id, role: user.role, actorId: 'local-admin', ip: request.ip });
      return reply.code(201).send({ id: user.id, role: user.role, ...(firm ? { firm } : {}) });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new HttpProblem(409, 'email-taken', 'That e-mail already has an account');
      if (error instanceof FirmError) throw new HttpProblem(422, 'validation-failed', 'The partner firm is not valid', { detail: error.message });
      throw error;
    }
  });
};
