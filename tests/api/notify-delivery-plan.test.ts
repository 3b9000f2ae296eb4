// The delivery's one read (src/server/notify/deliver.ts): the notification with its passenger's
// address, found through users' primary key, on PGlite and (DATABASE_URL) PostgreSQL. Each mail of a
// strike day runs it; read by a table scan, its cost grew with every account (issue #37).
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema/notifications.ts';
import { noteToDeliverQuery } from '../../src/server/notify/deliver.ts';
import { airlineUserId } from '../../src/server/desk/send.ts';
import { createClaim, newCaller, type Caller } from './claims-helpers.ts';
import { planWithoutScans } from './query-plan.ts';
import { useTestApp } from './use-test-app.ts';

let passenger: Caller;

const t = useTestApp(async () => {
  passenger = await newCaller(t.app);
});

/** The read's plan for one notification, with table scans ruled out where an index can serve. */
const planFor = (notificationId: string) => planWithoutScans(t.app.db, { ...noteToDeliverQuery(t.app.db).toSQL(), params: [notificationId] });

async function noteOf(userId: string) {
  const [note] = await t.app.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId)).limit(1);
  return note!.id;
}

describe("a notification's delivery read", () => {
  it("finds the passenger's address through users' primary key, not a scan of every user", async () => {
    await createClaim(t.app, passenger);
    const id = await noteOf(passenger.user.id);
    const [row] = await noteToDeliverQuery(t.app.db).execute({ id });
    expect(row!.user?.email).toBe(passenger.user.email);
    const plan = await planFor(id);
    expect(plan).toMatch(/Index Scan using users_pkey on users/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it("reads an airline's notification (its user is no uuid) without an error, and with no account", async () => {
    const claim = await createClaim(t.app, passenger);
    const [inserted] = await t.app.db
      .insert(notifications)
      .values({ id: uuidv7(), userId: airlineUserId(claim.id), claimId: claim.id, kind: 'airline-letter', eventKey: `airline-letter:${claim.id}`, data: {} })
      .returning({ id: notifications.id });
    const [row] = await noteToDeliverQuery(t.app.db).execute({ id: inserted!.id });
    expect(row!.note.userId).toBe(airlineUserId(claim.id));
    expect(row!.user).toBeNull();
  });
});
