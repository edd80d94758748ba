-- Client search at a million clients (issue 12). A search word's matches split three ways: clients whose name
-- starts with it (one stretch of the name order, walked in order), clients whose first name holds it further in
-- ('ana' in 'Mariana'), and clients with it anywhere else (surnames, e-mail, phone). The last two are found by
-- trigrams on texts that leave the first name out, so that 'tania' does not list every Tânia (and her e-mail
-- tania.lopes@...) just to sort them: agendei_search_rest() is search_text without the runs of letters and
-- digits equal to the first name. A word of letters and digits lies inside one such run, so nothing is lost.
CREATE OR REPLACE FUNCTION agendei_search_rest(sort_name text, search_text text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT CASE WHEN split_part(sort_name, ' ', 1) ~ '^[a-z0-9]+$'
  THEN regexp_replace(search_text, '(?<![a-z0-9])' || split_part(sort_name, ' ', 1) || '(?![a-z0-9])', ' ', 'g')
  ELSE search_text END $$;
--> statement-breakpoint
CREATE INDEX "clients_search_rest_idx" ON "clients" USING gin ("salon_id",agendei_search_rest("sort_name", "search_text") gin_trgm_ops,substr(split_part("sort_name", ' ', 1), 2) gin_trgm_ops);--> statement-breakpoint
-- INCLUDE (search_text): the walk through the name order tests each client on the index alone.
CREATE INDEX "clients_search_walk_idx" ON "clients" USING btree ("salon_id","sort_name","id") INCLUDE ("search_text") WHERE "clients"."erased_at" is null;
