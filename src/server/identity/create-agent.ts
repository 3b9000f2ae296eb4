// Creates a claims agent (or, with --admin, an admin; --payer, a payer; --partner FIRM, a partner
// lawyer at FIRM, its id or exact name, created with --new-firm): the only way to get the first one;
// self-registration always makes passengers. Works with the server stopped or running:
//  - PostgreSQL (DATABASE_URL): writes to the shared database directly.
//  - PGlite, no server running: takes the DATA_DIR lock and writes directly.
//  - PGlite, server running: asks that server over loopback with the one-time secret it keeps
//    in DATA_DIR/local-admin.json (see local-admin.ts).
//
//   FLIGHTCLAIM_AGENT_PASSWORD='…' npm run agent:create -- agent@example.com Ann Agent [--admin | --payer | --partner FIRM [--new-firm]]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, redactUrl, type ServerConfig } from '../config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { isValidEmail, MIN_PASSWORD_LENGTH } from '../../domain/claim/validation.ts';
import { LOCAL_ADMIN_FILE, LOCAL_ADMIN_HEADER, LOCAL_ADMIN_PATH, type LocalAdminFile } from './local-admin.ts';
import { EmailTakenError } from './users.ts';
import { createStaffAccount, FirmError, type StaffRequest } from './staff-account.ts';
import type { StaffRole } from './roles.ts';

type Role = StaffRole;
type Request = StaffRequest;

class CliError extends Error {}

const USAGE = `Usage: FLIGHTCLAIM_AGENT_PASSWORD=<${MIN_PASSWORD_LENGTH}+ characters> npm run agent:create -- <email> <first name> <last name> [--admin | --payer | --partner "<firm id or name>" [--new-firm]]`;

/** Takes `--partner FIRM` out of the arguments; FIRM undefined when absent, '' when the value is missing. */
function takePartner(argv: string[]): { rest: string[]; firm?: string } {
  const at = argv.indexOf('--partner');
  if (at < 0) return { rest: argv };
  const firm = argv[at + 1];
  const value = firm === undefined || firm.startsWith('--') ? '' : firm;
  return { rest: [...argv.slice(0, at), ...argv.slice(at + (value ? 2 : 1))], firm: value };
}

function parseArgs(argv: string[]): Request {
  const { rest, firm } = takePartner(argv);
  const flags = ['--admin', '--payer', '--new-firm'];
  const role: Role = firm !== undefined ? 'partner' : rest.includes('--admin') ? 'admin' : rest.includes('--payer') ? 'payer' : 'claims-agent';
  const roleFlags = (firm !== undefined ? 1 : 0) + (rest.includes('--admin') ? 1 : 0) + (rest.includes('--payer') ? 1 : 0);
  const newFirm = rest.includes('--new-firm');
  const [email, firstName, lastName, extra] = rest.filter((arg) => !flags.includes(arg));
  const password = process.env.FLIGHTCLAIM_AGENT_PASSWORD ?? '';
  const badFirm = firm === '' || (newFirm && firm === undefined);
  if (!email || !firstName || !lastName || extra !== undefined || roleFlags > 1 || badFirm || !isValidEmail(email) || password.length < MIN_PASSWORD_LENGTH) {
    throw new CliError(USAGE);
  }
  return { email, firstName, lastName, password, role, ...(firm !== undefined ? { firm, newFirm } : {}) };
}

interface FirmAnswer {
  id: string;
  name: string;
  created: boolean;
}

const roleName = (role: string, firm?: FirmAnswer) =>
  role === 'admin'
    ? 'admin (roles claims-agent and admin)'
    : role === 'payer'
      ? 'payer (role payer)'
      : role === 'partner'
        ? `partner lawyer (role partner) at ${firm?.created ? 'the new firm' : 'the firm'} "${firm?.name ?? ''}" (firm id ${firm?.id ?? ''})`
        : 'claims agent (role claims-agent)';

async function createDirectly(config: ServerConfig, request: Request, where: string): Promise<string> {
  const database = await openDatabase(config);
  try {
    const { user, firm } = await createStaffAccount(database.db, request);
    return `Created ${roleName(user.role, firm)} ${request.email}, user id ${user.id}, ${where}. They can sign in now.`;
  } catch (error) {
    if (error instanceof EmailTakenError) throw new CliError(`Nothing created: ${request.email} already has an account.`);
    if (error instanceof FirmError) throw new CliError(`Nothing created: ${error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}

async function askRunningServer(config: ServerConfig, request: Request, pid: number): Promise<string> {
  let file: LocalAdminFile;
  try {
    file = JSON.parse(fs.readFileSync(path.join(config.dataDir, LOCAL_ADMIN_FILE), 'utf8')) as LocalAdminFile;
  } catch {
    throw new CliError(
      `A server (pid ${pid}) holds DATA_DIR ${config.dataDir} but has not published ${LOCAL_ADMIN_FILE} (still starting, or run by another user): try again, or stop it first.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${file.port}${LOCAL_ADMIN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_ADMIN_HEADER]: file.secret },
      body: JSON.stringify(request),
    });
  } catch {
    throw new CliError(`Nothing created: the running server (pid ${pid}) did not answer on 127.0.0.1:${file.port}.`);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; role?: string; firm?: FirmAnswer; code?: string; title?: string; detail?: string };
  if (response.status === 201) {
    return `Created ${roleName(body.role ?? request.role, body.firm)} ${request.email}, user id ${body.id}, through the running server (pid ${pid}) on PGlite in ${config.dataDir}. They can sign in now.`;
  }
  if (body.code === 'email-taken') throw new CliError(`Nothing created: ${request.email} already has an account.`);
  if (response.status === 422 && body.detail) throw new CliError(`Nothing created: ${body.detail}`);
  throw new CliError(`Nothing created: the running server answered ${response.status} ${body.title ?? ''}`.trim());
}

export async function runCreateAgent(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const request = parseArgs(argv);
  const config = loadConfig(env);
  if (config.databaseUrl) return createDirectly(config, request, `in the PostgreSQL database ${redactUrl(config.databaseUrl)}`);
  let lock;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return askRunningServer(config, request, error.pid);
    throw error;
  }
  try {
    return await createDirectly(config, request, `in PGlite at ${config.dataDir} (no server was running)`);
  } finally {
    lock.release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(await runCreateAgent(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = error instanceof CliError ? 1 : 2;
  }
}
