-- No double booking (DESIGN.md section 5): a professional's active rows (bookings new, started or completed, and
-- blocked times, which are always 'new') never overlap, whatever the race between requests or API instances.
-- btree_gist lets one GiST index mix equality on salon_id and employee_id with the range overlap. It ships with
-- PostgreSQL contrib and with PGlite (server/db/client.ts loads it), and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- The half-open range [start, start + duration): back-to-back slots touch without overlapping. timestamptz +
-- interval is only STABLE (a day or month added depends on the time zone); an interval of seconds alone never
-- does, so this function is truly IMMUTABLE, as an index expression must be.
CREATE OR REPLACE FUNCTION agendei_slot(start_at timestamptz, seconds integer) RETURNS tstzrange
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT tstzrange(start_at, start_at + make_interval(secs => seconds), '[)') $$;
--> statement-breakpoint
-- Canceled and no-show bookings free their slot. The API answers a violation (SQLSTATE 23P01) with 409.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  "salon_id" WITH =,
  "employee_id" WITH =,
  agendei_slot("start_at", "duration") WITH &&
) WHERE ("status" IN ('new', 'started', 'completed'));
