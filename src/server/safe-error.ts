// Errors as log objects without personal data. A database error carries the query text and its
// parameters (drizzle's DrizzleQueryError message ends in `params: e-mail,argon2 hash,names…`)
// and PostgreSQL's `detail` quotes row values ("Key (email)=(…) already exists"), so an error
// with a database error anywhere in its cause chain is logged as a summary: the classes, the
// SQLSTATE code, the constraint/table/column names and the stack frames, never a message.
import { stdSerializers } from 'pino';

export interface SafeDatabaseError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  causes: string[];
  stack?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: unknown; severity?: unknown; query?: unknown; params?: unknown };
  if (className(e) === 'DrizzleQueryError' || e.message.startsWith('Failed query:')) return true;
  if ('params' in e && 'query' in e) return true;
  // pg's and PGlite's DatabaseError: a SQLSTATE code and a severity.
  return typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string';
}

const className = (error: Error) => error.constructor?.name || error.name;

function causeChain(error: Error): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The stack's frames only: the first lines repeat the message, which may hold parameters. */
function framesOnly(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function summarizeDatabaseError(error: Error): SafeDatabaseError {
  const chain = causeChain(error);
  const database = chain.find((e) => {
    const code = (e as { code?: unknown }).code;
    return typeof code === 'string' && SQLSTATE.test(code);
  }) as (Error & Record<string, unknown>) | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const summary: SafeDatabaseError = {
    type: className(error),
    message: 'database query failed (query text and parameters not logged)',
    causes: chain.slice(1).map(className),
  };
  const code = text(database?.code);
  if (code) summary.code = code;
  for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
    const value = text(database?.[key]);
    if (value) summary[key] = value;
  }
  const stack = framesOnly(error.stack);
  if (stack) summary.stack = stack;
  return summary;
}

/** pino's `err` serializer, with database errors reduced to a safe summary. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (causeChain(error).some(isDatabaseError)) return summarizeDatabaseError(error);
  return stdSerializers.err(error);
}
