// Errors as RFC 9457 problem details (application/problem+json) with a stable `code`
// (src/README.md §5). Routes throw `new HttpProblem(status, code, title)` (or one of the helpers);
// the error handler turns that, schema-validation failures and Fastify's own errors into a
// problem body. Never a stack trace; 5xx details go to the log only.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ProblemWire } from '../../domain/claim/wire.ts';
import type { ProblemCode } from '../../domain/problem-codes.ts';
import { audit } from '../audit.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export interface FieldError {
  field: string;
  message: string;
}

export class HttpProblem extends Error {
  readonly status: number;
  readonly code: ProblemCode;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: ProblemCode, title: string, options: { detail?: string; errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(title);
    this.name = 'HttpProblem';
    this.status = status;
    this.code = code;
    this.title = title;
    this.detail = options.detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (title: string, detail?: string) => new HttpProblem(400, 'bad-request', title, opt(detail));
export const unauthorized = (detail?: string) => new HttpProblem(401, 'unauthorized', 'Authentication required', opt(detail));
export const forbidden = (detail?: string) => new HttpProblem(403, 'forbidden', 'Forbidden', opt(detail));
export const notFound = (title = 'Not found', detail?: string) => new HttpProblem(404, 'not-found', title, opt(detail));
export const conflict = (code: ProblemCode, title: string, detail?: string) => new HttpProblem(409, code, title, opt(detail));
export const invalid = (errors: FieldError[], title = 'The request is not valid') => new HttpProblem(422, 'validation-failed', title, { errors });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpProblem(429, 'rate-limited', 'Too many requests', {
    detail: `Try again in ${retryAfterSeconds} seconds.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

function opt(detail: string | undefined) {
  return detail === undefined ? {} : { detail };
}

/** The `type` URI of a problem code: a stable name, not a page. */
export function problemType(code: string): string {
  return `urn:flightclaim:problem:${code}`;
}

export function problemBody(status: number, code: ProblemCode, title: string, extra: Partial<ProblemWire> = {}): ProblemWire {
  return { type: problemType(code), title, status, code, ...extra };
}

/** TypeBox schema of a problem body, for route `response` schemas and the OpenAPI document. */
export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.String(),
    detail: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details with a stable code' },
);

/** Route `response` entries answering a problem body for each of these statuses. */
export const problemResponses = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, { $ref: 'Problem#' }]));

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  const extra: Partial<ProblemWire> = {};
  if (problem.detail !== undefined) extra.detail = problem.detail;
  if (problem.errors !== undefined) extra.errors = problem.errors;
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .serializer(JSON.stringify)
    .send(problemBody(problem.status, problem.code, problem.title, extra));
}

const STATUS_CODES: Record<number, [ProblemCode, string]> = {
  400: ['bad-request', 'The request is malformed'],
  401: ['unauthorized', 'Authentication required'],
  403: ['forbidden', 'Forbidden'],
  404: ['not-found', 'Not found'],
  405: ['method-not-allowed', 'Method not allowed'],
  406: ['not-acceptable', 'Not acceptable'],
  408: ['request-timeout', 'Request timeout'],
  409: ['conflict', 'Conflict'],
  411: ['length-required', 'Length required'],
  413: ['payload-too-large', 'The request body is too large'],
  414: ['uri-too-long', 'The URL is too long'],
  415: ['unsupported-media-type', 'Unsupported media type'],
  422: ['validation-failed', 'The request is not valid'],
  429: ['rate-limited', 'Too many requests'],
};

/** At most this many field errors in one answer; the first ones are enough to fix a form. */
export const MAX_REPORTED_ERRORS = 10;

/** Converts whatever a route or plugin threw into an HttpProblem. */
export function toProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const err = error as FastifyError & { validationContext?: string; retryAfter?: number };
  if (err.validation) {
    // A body built to break every rule must not get an answer many times its own size (F3).
    return invalid(err.validation.slice(0, MAX_REPORTED_ERRORS).map((issue) => fieldError(issue, err.validationContext)));
  }
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) return new HttpProblem(status, 'internal-error', 'Something went wrong on our side');
  const [code, title]: [ProblemCode, string] = STATUS_CODES[status] ?? ['client-error', 'The request was refused'];
  // Fastify's own 4xx messages are safe to show (no internals), and they tell the client what to fix.
  const detail = err.code?.startsWith('FST_') || err.code?.startsWith('FST_ERR') ? err.message : undefined;
  return new HttpProblem(status, code, title, opt(detail));
}

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

function fieldError(issue: ValidationIssue, context: string | undefined): FieldError {
  const segments = (issue.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') segments.push(missing);
  const extra = issue.params?.additionalProperty;
  if (typeof extra === 'string') segments.push(extra);
  const field = segments.join('.') || (context ?? 'body');
  return { field, message: issue.message ?? 'is not valid' };
}

/** Installs the problem+json error handler on an instance (and its children). */
export function installProblemHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const problem = toProblem(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: problem.code, status: problem.status }, 'request refused');
    if (problem.status === 403) {
      const userId = (request as { user?: { id?: string } }).user?.id;
      audit(request.log, 'access.denied', { userId, ip: request.ip, method: request.method, path: request.url.split('?')[0], code: problem.code });
    }
    return sendProblem(reply, problem);
  });
}
