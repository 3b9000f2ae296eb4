-- The back-office queue counts a filtered list up to 1,000 matches (src/server/backoffice/queue.ts,
-- TOTAL_CAP). Through the single-column indexes that meant reading the claims rows themselves (a
-- few hundred bytes each, with their JSON) to test the other filters: tens of thousands of rows for
-- "processing, LH, unassigned, flights in 2024" at a million claims. This index holds every plain
-- filter, so the count is an index-only scan.
CREATE INDEX "claims_queue_filters_idx" ON "claims" ("status", "airline", "flight_date")
  INCLUDE ("assigned_to", "regime", "open_request_at", "limitation_deadline", "partner_firm_id");
