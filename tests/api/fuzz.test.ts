// A fuzz pass over every route of the route table: random JSON, random multipart bodies, random
// bytes under random content types, random path ids and query strings, with and without a valid
// token. The server never answers 5xx, and the API's errors are always problem+json.
import fc from 'fast-check';
import type { InjectOptions } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createClaim, makePdf, multipart, newCaller, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { fillPath, routeName, ROUTES, type RouteSpec } from './route-table.ts';
import { registrationBody } from '../shared/realm-account.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 4_261);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);

let ada: Caller;
let ids: { id: string; docId: string };

const t = useTestApp(async () => {
  ada = await newCaller(t.app);
  const claim = await createClaim(t.app, ada);
  const doc = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf() }));
  ids = { id: claim.id, docId: doc.json().data.id };
});

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom("' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', 'x'.repeat(5000)),
);
const pathId = fc.oneof(
  fc.uuid(),
  text.filter((s) => s.length > 0 && s.length < 150),
  fc.constant('REAL'),
);

const jsonBody = fc.jsonValue({ maxDepth: 4 }).map((value) => ({ type: 'application/json', payload: JSON.stringify(value) }));
const multipartBody = fc
  .array(
    fc.record({
      name: fc.oneof(fc.constantFrom('file', 'attachment_id', 'signature'), fc.string({ maxLength: 20 })),
      filename: fc.option(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('../../x.pdf', 'a.pdf', 'evil.exe')), { nil: undefined }),
      contentType: fc.option(fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream'), { nil: undefined }),
      data: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    }),
    { maxLength: 4 },
  )
  .map((parts) => {
    const form = multipart(
      parts.map((p) => ({
        name: p.name.replace(/["\r\n]/g, ''),
        ...(p.filename !== undefined ? { filename: p.filename.replace(/["\r\n]/g, '') } : {}),
        ...(p.contentType ? { contentType: p.contentType } : {}),
        data: p.data,
      })),
    );
    return { type: form.headers['content-type']!, payload: form.payload };
  });
const rawBody = fc.record({
  type: fc.constantFrom(
    'application/json',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/xml',
    'image/png',
    '',
  ),
  payload: fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
});
const formBody = fc
  .dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 50 }), { maxKeys: 5 })
  .map((form) => ({ type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(form).toString() }));
const body = fc.oneof(jsonBody, multipartBody, rawBody, formBody, fc.constant(null));
const query = fc.dictionary(
  fc.constantFrom('search', 'flight_number', 'date', 'departure_airport', 'x'),
  text.map((s) => s.slice(0, 200)),
  { maxKeys: 3 },
);

const requestArb = fc.record({ id: pathId, docId: pathId, body, query, withToken: fc.boolean() });

async function fuzzRoute(route: RouteSpec): Promise<string[]> {
  const failures: string[] = [];
  await fc
    .assert(
      fc.asyncProperty(requestArb, async (r) => {
        const url = fillPath(route.path, { id: r.id === 'REAL' ? ids.id : r.id, docId: r.docId === 'REAL' ? ids.docId : r.docId });
        const search = new URLSearchParams(r.query).toString();
        const headers: Record<string, string> = r.withToken ? { ...ada.headers } : {};
        if (r.body?.type) headers['content-type'] = r.body.type;
        const res = await t.app.inject({
          method: route.method,
          url: search ? `${url}?${search}` : url,
          headers,
          ...(r.body ? { payload: r.body.payload } : {}),
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (route.problemJson && res.statusCode >= 400) {
          const type = String(res.headers['content-type'] ?? '');
          if (!type.startsWith('application/problem+json')) failures.push(`${route.method} ${url} → ${res.statusCode} as ${type}`);
        }
        return res.statusCode < 500;
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    )
    .catch(() => undefined); // the failures list says what went wrong, for every route at once
  return failures;
}

describe('fuzzing every route', () => {
  it('never answers 5xx, and API errors are always problem+json', async () => {
    const failures: string[] = [];
    for (const route of ROUTES) failures.push(...(await fuzzRoute(route)).map((f) => `[${routeName(route)}] ${f}`));
    expect(failures).toEqual([]);
  }, 240_000);
});

// Well-shaped identity bodies whose text fields carry control characters, odd Unicode and
// look-alikes: random JSON seldom gets past the schema, these reach the handlers and the database.
/** U+0000 to U+001F and DEL: what no identity field may hold. */
const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];
const identityText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.constantFrom(...CONTROL_CHARACTERS, ' ', 'a', 'm', 'z'), { minLength: 1, maxLength: 20 }).map((chars) => chars.join('')),
  fc.constantFrom('a\u0000b', 'x\n\ny', '\u0000', '\uff41@example.com', 'jose\u0301@example.com', '\u202e@x.co'),
);
const identityEmail = fc.oneof(
  identityText,
  identityText.map((s) => `${s}@example.com`),
);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const identityRequests: { name: string; arb: fc.Arbitrary<InjectOptions> }[] = [
  {
    name: 'registration',
    arb: fc.record({ email: identityEmail, firstName: identityText, lastName: identityText }).map((r) => ({
      method: 'POST',
      url: '/realms/claims/clients-registrations/default',
      payload: registrationBody({ ...r, password: 'correct horse battery' }),
    })),
  },
  {
    name: 'PATCH /api/me',
    arb: fc
      .record({ firstName: identityText, lastName: identityText }, { requiredKeys: ['firstName'] })
      .map((payload) => ({ method: 'PATCH', url: '/api/me', headers: ada.headers, payload })),
  },
  {
    name: 'password-reset request',
    arb: identityEmail.map((email) => ({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } })),
  },
  {
    name: 'password login',
    arb: identityEmail.map((username) => ({
      method: 'POST',
      url: '/realms/claims/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'password', client_id: 'pwa', username, password: 'x' }),
    })),
  },
];

describe('fuzzing the identity fields', () => {
  it('never answers 5xx on control characters or odd Unicode in names and e-mails', async () => {
    const failures: string[] = [];
    for (const target of identityRequests) {
      await fc
        .assert(
          fc.asyncProperty(target.arb, async (r) => {
            const res = await t.app.inject(r);
            if (res.statusCode >= 500) failures.push(`[${target.name}] ${JSON.stringify(r.payload)} → ${res.statusCode}`);
            return res.statusCode < 500;
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
