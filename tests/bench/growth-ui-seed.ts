// The data of `npm run bench:growth-ui`, made against the running server and its PostgreSQL
// database: the passenger and the agent sign up through the server's realm, the template claim is
// filed through the API, and the copies are made in SQL the way tests/bench/growth.ts makes them
// (filing 400 claims through the API would measure the intake, not the screens).
import type pg from 'pg';
import { claimPayload, postClaim } from '../shared/claim-payload.ts';
import { registerUser, type Account } from '../e2e/wizard-driver.ts';

/** A passenger with `claims` claims and `notifications` notifications (a third of them read). */
export async function seedPassenger(db: pg.Client, baseUrl: string, claims: number, notifications: number): Promise<Account> {
  const passenger = await registerUser(baseUrl, 'growth-passenger');
  const template = await postClaim(baseUrl, passenger.token, claimPayload());
  await waitForRow(db, 'select 1 from notifications where user_id = $1 and claim_id = $2', [passenger.id, template.id]);
  await db.query(
    `insert into claims (id, user_id, status, disruption_type, flight, booking_reference, compensation_amount, compensation_currency, compensation_status, regime, assessment, status_history, created_at, updated_at)
     select gen_random_uuid(), user_id, status, disruption_type, flight, booking_reference, compensation_amount, compensation_currency, compensation_status, regime, assessment, status_history,
       created_at - make_interval(mins => i), updated_at - make_interval(mins => i)
     from claims, generate_series(1, $2::int) as i where id = $1`,
    [template.id, claims - 1],
  );
  await db.query(
    `insert into claim_passengers (claim_id, position, first_name, last_name, email)
     select c.id, p.position, p.first_name, p.last_name, p.email from claims c, claim_passengers p
     where c.user_id = $1 and c.id <> $2 and p.claim_id = $2`,
    [passenger.id, template.id],
  );
  await db.query(
    `insert into notifications (id, user_id, claim_id, kind, event_key, data, created_at, read_at)
     select gen_random_uuid(), user_id, claim_id, kind, event_key || ':' || i, data, created_at - make_interval(mins => i), case when i % 3 = 0 then now() end
     from notifications, generate_series(1, $3::int) as i where user_id = $1 and claim_id = $2`,
    [passenger.id, template.id, notifications - 1],
  );
  return passenger;
}

/** An agent (the claims-agent role set in the database; the next sign-in's token carries it). */
export async function seedAgent(db: pg.Client, baseUrl: string): Promise<Account> {
  const agent = await registerUser(baseUrl, 'growth-agent', { firstName: 'Agent', lastName: 'Smith' });
  await db.query(`update users set role = 'claims-agent' where id = $1`, [agent.id]);
  return agent;
}

/** A claim of a new passenger with `documents` documents and `events` agent notes; its id. */
export async function seedBackOfficeClaim(db: pg.Client, baseUrl: string, agentId: string, documents: number, events: number): Promise<string> {
  const owner = await registerUser(baseUrl, 'growth-owner');
  const claim = await postClaim(baseUrl, owner.token, claimPayload());
  await db.query(
    `insert into claim_documents (claim_id, id, user_id, position, name, content_type, size, sha256, blob_key)
     select $1, gen_random_uuid(), $2, i, 'receipt-' || i || '.pdf', 'application/pdf', 100000 + i, md5(i::text) || md5(i::text), 'bench/' || gen_random_uuid()
     from generate_series(0, $3::int - 1) as i`,
    [claim.id, owner.id, documents],
  );
  await db.query(
    `insert into claim_events (claim_id, actor_id, action, reason, details, created_at)
     select $1, $2, 'note', null, jsonb_build_object('note', 'Called the passenger, note ' || i), now() - make_interval(mins => $3::int - i)
     from generate_series(1, $3::int) as i`,
    [claim.id, agentId, events],
  );
  await db.query('analyze');
  return claim.id;
}

async function waitForRow(db: pg.Client, query: string, values: unknown[]): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await db.query(query, values)).rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no row for: ${query}`);
}
