-- A statement that writes several tables at once (the sale: repositories/saleWrite.ts) checks its own outcome in
-- its last step and, when a check failed (a line short of stock, a service the professional does not do, the
-- Idempotency-Key taken), calls this: the error aborts the whole statement, so nothing it wrote is kept, and the
-- API then takes the careful path that says which field was refused. SQLSTATE AGREF is ours alone.
CREATE OR REPLACE FUNCTION agendei_refuse(reason text) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agendei refused: %', reason USING ERRCODE = 'AGREF';
END $$;
