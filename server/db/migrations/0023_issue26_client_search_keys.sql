-- Client search at every salon size (issue 26). The lookup of a word outside the start of the names (migration
-- 0017) read a trigram GIN index with salon_id as its first column (btree_gin): every lookup gathered all the
-- salon's entries under salon_id (a million in the largest salon, about 3 ms) and the trigram's entries of every
-- salon. Here each key carries its salon: salon_id * 2^22 + part * 2^21 + the trigram's three 7-bit characters,
-- for the trigrams of each run of letters and digits of the text outside the first name (part 0: the runs of
-- search_text other than the first name, as agendei_search_rest() leaves them) and of the first name without its
-- first letter (part 1). A word of letters and digits lies inside one run, so each of its trigrams is a key of
-- every client that holds it (repositories/clients.ts searchKeys() makes the same keys). No pending list
-- (fastupdate off): a lookup never reads writes not yet merged.
CREATE OR REPLACE FUNCTION agendei_search_keys(salon_id bigint, sort_name text, search_text text) RETURNS bigint[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  keys bigint[] := '{}';
  first_name text := split_part(sort_name, ' ', 1);
  skipped text := CASE WHEN first_name ~ '^[a-z0-9]+$' THEN first_name END;
  base bigint := salon_id * 4194304;
  run text;
  chars bytea;
  i int;
BEGIN
  FOREACH run IN ARRAY regexp_split_to_array(search_text, '[^a-z0-9]+') LOOP
    CONTINUE WHEN run = skipped OR length(run) < 3;
    chars := convert_to(run, 'SQL_ASCII');
    FOR i IN 0 .. length(chars) - 3 LOOP
      keys := keys || (base + get_byte(chars, i) * 16384 + get_byte(chars, i + 1) * 128 + get_byte(chars, i + 2));
    END LOOP;
  END LOOP;
  FOREACH run IN ARRAY regexp_split_to_array(substr(first_name, 2), '[^a-z0-9]+') LOOP
    CONTINUE WHEN length(run) < 3;
    chars := convert_to(run, 'SQL_ASCII');
    FOR i IN 0 .. length(chars) - 3 LOOP
      keys := keys || (base + 2097152 + get_byte(chars, i) * 16384 + get_byte(chars, i + 1) * 128 + get_byte(chars, i + 2));
    END LOOP;
  END LOOP;
  RETURN keys;
END $$;
--> statement-breakpoint
DROP INDEX "clients_search_rest_idx";--> statement-breakpoint
CREATE INDEX "clients_search_keys_idx" ON "clients" USING gin (agendei_search_keys("salon_id", "sort_name", "search_text")) WITH (fastupdate=false);