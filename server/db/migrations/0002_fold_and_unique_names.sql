-- One folding rule in the database (lower case, accents removed, spaces collapsed), the same as services/text.ts
-- fold(): IMMUTABLE, so unique indexes can use it, and the clients trigger below derives search columns with it.
CREATE OR REPLACE FUNCTION agendei_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT btrim(regexp_replace(lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
-- sort_name and search_text follow from the row being written, in the same statement: two concurrent saves can
-- no longer leave them describing an older name (issue 6, item 3).
CREATE OR REPLACE FUNCTION clients_search_columns() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.sort_name := agendei_fold(NEW.name);
  NEW.search_text := concat_ws(' ',
    nullif(NEW.sort_name, ''),
    nullif(agendei_fold(NEW.email), ''),
    nullif(regexp_replace(coalesce(NEW.phone, ''), '\D', '', 'g'), ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_search_columns BEFORE INSERT OR UPDATE ON clients
FOR EACH ROW EXECUTE FUNCTION clients_search_columns();
--> statement-breakpoint
UPDATE clients SET name = name;
--> statement-breakpoint
-- Names become unique per salon and kind (categories) and per category (items). Existing duplicates are renamed
-- first, 'Cabelo' -> 'Cabelo (2)', skipping any suffix already taken, so the unique indexes apply on old data.
CREATE FUNCTION pg_temp.rename_duplicates(tbl text, grp text) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  r record;
  n integer;
  candidate text;
  taken boolean;
BEGIN
  FOR r IN EXECUTE format(
    'SELECT id, name, (%s)::text AS grp, row_number() OVER (PARTITION BY %s, agendei_fold(name) ORDER BY id) AS rn FROM %I',
    grp, grp, tbl)
  LOOP
    CONTINUE WHEN r.rn = 1;
    n := r.rn;
    LOOP
      candidate := btrim(r.name) || ' (' || n || ')';
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE (%s)::text = $1 AND agendei_fold(name) = agendei_fold($2))', tbl, grp)
        INTO taken USING r.grp, candidate;
      EXIT WHEN NOT taken;
      n := n + 1;
    END LOOP;
    EXECUTE format('UPDATE %I SET name = $1 WHERE id = $2', tbl) USING candidate, r.id;
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT pg_temp.rename_duplicates('service_categories', 'salon_id');
--> statement-breakpoint
SELECT pg_temp.rename_duplicates('product_categories', 'salon_id');
--> statement-breakpoint
SELECT pg_temp.rename_duplicates('services', 'salon_id || '':'' || service_category_id');
--> statement-breakpoint
SELECT pg_temp.rename_duplicates('products', 'salon_id || '':'' || product_category_id');
--> statement-breakpoint
DROP FUNCTION pg_temp.rename_duplicates(text, text);
