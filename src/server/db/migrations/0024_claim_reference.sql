-- The claim's short reference (src/domain/claim/reference.ts) is the id's last 8 hex digits, its
-- random ones: the back-office search and bank-statement matching look claims up by it here
-- (src/server/claims/reference-sql.ts writes the same expression).
CREATE INDEX "claims_reference_idx" ON "claims" (right("id"::text, 8) text_pattern_ops);
