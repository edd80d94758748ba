/**
 * Where each table lives on a PostgreSQL distributed by salon (Citus; docs/scaling.md, issue 26 item 5).
 *
 * Every other table is a tenant table, distributed by `salon_id` (`salons` by its `id`): each of its keys, unique
 * indexes, exclusion constraints and foreign keys to other tenant tables includes the salon, so every row a
 * salon's request touches sits on one node. These are not split by salon: they are found by something else (an
 * e-mail, a token, a key) or belong to no salon. `users` is replicated to every node (a reference table), since
 * `employees` points at it; the rest stay on the coordinator. None of them may point at a tenant table.
 * tests/api/platform/schemaRules.test.ts reads the catalog and holds every table to this.
 */
export const REFERENCE_TABLES = ['users'] as const;

export const COORDINATOR_TABLES = [
  'auth_tokens',
  'device_cookies',
  'rate_limits',
  'idempotency_keys',
  'unsubscribe_tokens',
  'email_outbox',
  'access_log',
  'analytics_events',
  'booking_slugs',
  'booking_links',
] as const;
