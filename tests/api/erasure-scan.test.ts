// Account deletion leaves nothing of the user anywhere (GDPR Art. 17): after DELETE /api/me, no
// row of any table in the schema mentions the user's id, e-mail or names (each row read as text,
// so a table added later is covered without changing this test), and the blob store holds no
// byte of their claims. Another user's data stays whole.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { createClaim, claimPayload, makePdf, makePng, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { login, refresh } from './harness.ts';
import { useTestApp } from './use-test-app.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

const t = useTestApp();

/** Every table of the app's schemas, each row as JSON text. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables = await t.app.db.execute(sql`select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const rows: { table: string; row: string }[] = [];
  for (const { table_schema: schema, table_name: name } of rowsOf<{ table_schema: string; table_name: string }>(tables)) {
    const result = await t.app.db.execute(sql.raw(`select row_to_json(t)::text as row from "${schema}"."${name}" t`));
    for (const { row } of rowsOf<{ row: string }>(result)) rows.push({ table: `${schema}.${name}`, row });
  }
  return rows;
}

async function fullClaim(caller: Caller, lastName: string) {
  const claim = await createClaim(t.app, caller, claimPayload({ passenger: { first_name: 'Erin', last_name: lastName, email: caller.user.email } }));
  await t.app.inject(uploadRequest(claim.id, caller, { data: makePdf(lastName) }, { idempotencyKey: uuidv7() }));
  await t.app.inject({
    method: 'POST',
    url: `/api/claims/${claim.id}/signature`,
    headers: { ...caller.headers, 'idempotency-key': uuidv7() },
    payload: { signature: pngDataUrl(makePng(60, 20)) },
  });
  return claim;
}

describe('DELETE /api/me', () => {
  it('leaves no row in any table and no blob that belongs to the user', async () => {
    const erin = await newCaller(t.app, { firstName: 'Erinys', lastName: 'Vanishwell' });
    const other = await newCaller(t.app, { firstName: 'Otto', lastName: 'Staysput' });
    // Sessions, rotated refresh tokens, a reset token, claims with documents and signatures.
    const second = await login(t.app, erin.user.email, erin.user.password);
    await refresh(t.app, second.refresh_token);
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: erin.user.email } });
    const claims = [await fullClaim(erin, 'Vanishwell'), await fullClaim(erin, 'Vanishwell')];
    const kept = await fullClaim(other, 'Staysput');
    const marks = [erin.user.id, erin.user.email, 'Vanishwell', 'Erinys', ...claims.map((c) => c.id)];
    const mentions = (rows: { table: string; row: string }[]) => rows.filter(({ row }) => marks.some((m) => row.toLowerCase().includes(m.toLowerCase())));
    expect(mentions(await everyRow()).length).toBeGreaterThan(5); // the scan sees them before

    const res = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: erin.headers, payload: { password: erin.user.password } });
    expect(res.statusCode).toBe(204);

    expect(mentions(await everyRow()).map(({ table, row }) => `${table}: ${row.slice(0, 120)}`)).toEqual([]);
    const blobRoot = path.join(t.config.dataDir, 'blobs', 'claims');
    for (const claim of claims) expect(existsSync(path.join(blobRoot, claim.id))).toBe(false);
    // Its document and signature, and the signed mandate's PDF the server prints in the background.
    expect(readdirSync(path.join(blobRoot, kept.id)).length).toBeGreaterThanOrEqual(2);
    const stays = await t.app.inject({ method: 'GET', url: `/api/claims/${kept.id}`, headers: other.headers });
    expect(stays.json().data).toMatchObject({ passenger: { last_name: 'Staysput' }, documents: [{ type: 'application/pdf' }] });
  });
});
