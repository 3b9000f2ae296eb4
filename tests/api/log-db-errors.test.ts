// F7 (logging half): a failing database query never puts its text or parameters in the log.
// drizzle's DrizzleQueryError message ends in `params: <e-mail>,<argon2 hash>,<names>…`, and
// PostgreSQL's error detail quotes row values. The database is made to refuse a real write here
// (a CHECK constraint the test adds), on PGlite and on PostgreSQL alike.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captureLog } from './log-capture.ts';
import { bearer, signedInUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const log = captureLog();

const t = useTestApp(
  async () => {
    await t.app.db.execute(sql.raw(`alter table users add constraint test_refuse_name check (last_name <> 'Refusington' and first_name <> 'Refusella')`));
  },
  { logLevel: 'trace' },
  { logStream: log.stream },
);

describe('database errors in the log', () => {
  it('registration failing in the database logs the SQLSTATE, not the e-mail, hash or names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/realms/claims/clients-registrations/default',
      payload: {
        username: 'dbfail.person@example.com',
        email: 'dbfail.person@example.com',
        firstName: 'Dbfailina',
        lastName: 'Refusington',
        credentials: [{ type: 'password', value: 'Db-Fail-Passw0rd!' }],
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal-error');
    const text = log.text();
    for (const secret of ['dbfail.person', 'Dbfailina', 'Refusington', 'Db-Fail-Passw0rd!', '$argon2id$', 'params:', 'insert into']) {
      expect(text).not.toContain(secret);
    }
    const failed = log.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failed.err).toMatchObject({ type: 'DrizzleQueryError', code: '23514', constraint: 'test_refuse_name' });
  });

  it('a profile update failing in the database logs no name', async () => {
    const { user, tokens } = await signedInUser(t.app, { firstName: 'Quietly', lastName: 'Kept' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(tokens.access_token),
      payload: { firstName: 'Refusella', lastName: 'Secretname' },
    });
    expect(res.statusCode).toBe(500);
    const text = log.text();
    for (const secret of ['Refusella', 'Secretname', user.email, 'params:', 'update "users"']) expect(text).not.toContain(secret);
    expect(text).toContain('"code":"23514"');
  });
});
