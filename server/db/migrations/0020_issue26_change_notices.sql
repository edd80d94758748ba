-- Change notices leave the triggers (issue 26): the transaction that changes a salon's rows announces it itself,
-- on 'agendei_change' (server/repositories/changes.ts), with its audit row. Triggers run where the rows live, and
-- on a PostgreSQL distributed by salon that is a worker node whose notices never reach the API instances; a
-- notice per row also cost writes two thirds of their throughput.
DROP TRIGGER IF EXISTS salons_changed ON salons;
--> statement-breakpoint
DROP TRIGGER IF EXISTS salons_deleted ON salons;
--> statement-breakpoint
DROP TRIGGER IF EXISTS appointments_changed ON appointments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS clients_changed ON clients;
--> statement-breakpoint
DROP TRIGGER IF EXISTS client_avatars_changed ON client_avatars;
--> statement-breakpoint
DROP TRIGGER IF EXISTS employees_changed ON employees;
--> statement-breakpoint
DROP TRIGGER IF EXISTS employee_services_changed ON employee_services;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_changed ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS auth_tokens_changed ON auth_tokens;
--> statement-breakpoint
DROP TRIGGER IF EXISTS services_changed ON services;
--> statement-breakpoint
DROP TRIGGER IF EXISTS service_categories_changed ON service_categories;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_changed ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_categories_changed ON product_categories;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sales_changed ON sales;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sale_transactions_changed ON sale_transactions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS subscription_payments_changed ON subscription_payments;
--> statement-breakpoint
DROP FUNCTION IF EXISTS agendei_salon_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS agendei_salon_data_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS agendei_salon_row_changed();
--> statement-breakpoint
-- For a write made outside the application (psql, a script, a data fix): call it in the same transaction, once
-- per salon touched, and every API instance drops what it holds of that salon when it commits. 'all' (the
-- default) also drops the salon's signed-in sessions, as a change to users, roles, devices or the salon needs;
-- 'reads' drops only its cached answers.
CREATE FUNCTION agendei_salon_changed(salon bigint, scope text DEFAULT 'all') RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('agendei_change', json_build_object('salonId', salon, 'scope', scope)::text)
$$;
