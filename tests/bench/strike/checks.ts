// What bench:strike-day counts in the database and at the SMTP server once the day is over: every
// passenger's claim there once and whole (lost, duplicated), each claim's letter printed once and
// sent, every mail job that ran received once (by Message-ID), and nothing left pending (stuck).
import type pg from 'pg';
import type { SmtpCounter } from './smtp-counter.ts';

export interface DayCounts {
  lost: number;
  duplicated: number;
  stuck: number;
  details: string[];
}

const one = async (db: pg.Pool, text: string, values: unknown[] = []) => Number((await db.query(text, values)).rows[0]?.n ?? 0);

/** Jobs due now that have not ended (pending or dead); 'desk' and 'email' alike. */
export const unfinishedJobs = (db: pg.Pool) =>
  one(db, "select count(*) as n from notification_jobs where (state = 'pending' and run_at <= now()) or state = 'dead'");

export async function countDay(db: pg.Pool, userIds: string[], smtp: SmtpCounter, refused: number): Promise<DayCounts> {
  const details: string[] = [];
  const note = (n: number, what: string) => {
    if (n > 0) details.push(`${n} ${what}`);
    return n;
  };
  const perUser = await db.query<{ n: number; docs: number; sigs: number }>(
    `select (select count(*)::int from claims c where c.user_id = u) as n,
            (select count(*)::int from claim_documents d join claims c on c.id = d.claim_id where c.user_id = u) as docs,
            (select count(*)::int from claim_signatures s join claims c on c.id = s.claim_id where c.user_id = u) as sigs
       from unnest($1::text[]) as u`,
    [userIds],
  );
  const rows = perUser.rows;
  const lost =
    note(rows.filter((r) => r.n === 0).length, 'passengers without their claim') +
    note(rows.filter((r) => r.n === 1 && (r.docs === 0 || r.sigs === 0)).length, 'claims missing their document or signature') +
    note(refused, 'operations refused');
  let duplicated =
    note(rows.filter((r) => r.n > 1).length, 'passengers with more than one claim') +
    note(rows.filter((r) => r.n === 1 && (r.docs > 1 || r.sigs > 1)).length, 'claims with a document or signature twice');
  duplicated += note(
    await one(db, "select count(*) as n from (select claim_id from claim_letters where kind = 'demand' group by claim_id having count(*) > 1) x"),
    'claims with two demand letters',
  );
  const received = new Map<string, number>();
  for (const mail of smtp.received()) received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
  duplicated += note([...received.values()].filter((n) => n > 1).length, 'mails received twice (one Message-ID)');
  const doneMails = await one(db, "select count(*) as n from notification_jobs where channel = 'email' and state = 'done'");
  const lostMails = note(Math.max(0, doneMails - received.size), 'mail jobs done without a mail received');
  const stuck =
    note(await unfinishedJobs(db), 'jobs pending or dead') +
    note(
      await one(
        db,
        "select count(*) as n from claims c left join claim_cases k on k.claim_id = c.id where c.user_id = any($1) and (k.stage is distinct from 'sent')",
        [userIds],
      ),
      'claims not sent to the airline',
    ) +
    note(await one(db, "select count(*) as n from claim_letters where channel = 'email' and sent_at is null"), 'letters not mailed');
  return { lost: lost + lostMails, duplicated, stuck, details };
}
