-- A sale's Idempotency-Key moves from its own row to the claims every creating POST uses (issue 26): the claim is
-- written in the sale's transaction. Keys of the last day come along, so a retry of a sale made just before the
-- deploy is still never recorded twice (it hears 409: saved, check the sales list, as after a lost answer).
INSERT INTO idempotency_keys (scope, key, method, path, fingerprint, created_at)
SELECT 'salon:' || salon_id || ':user:' || substring(idempotency_key from '^user:(\d+):'),
       regexp_replace(idempotency_key, '^user:\d+:', ''), 'POST', '/v1/salons/' || salon_id || '/sales',
       coalesce(idempotency_fingerprint, ''), created_at
FROM sales
WHERE idempotency_key ~ '^user:\d+:' AND created_at > now() - interval '24 hours'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_idempotency_unique";--> statement-breakpoint
ALTER TABLE "sales" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "sales" DROP COLUMN "idempotency_fingerprint";