ALTER TABLE "sales" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
-- Two kinds of salon notice on 'agendei_salon' (services/salonCaches.ts): '<id>' drops every cached thing of the
-- salon, its signed-in sessions included; 'reads:<id>' drops only its cached answers. Only the tables a session is
-- read from (auth_tokens, users, employees, salons) send the first kind, so a sale, a booking or a new client no
-- longer makes every device of the salon look its session up again on its next request.
CREATE OR REPLACE FUNCTION agendei_salon_data_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('agendei_salon', 'reads:' || OLD.salon_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('agendei_salon', 'reads:' || NEW.salon_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER appointments_changed ON appointments;
--> statement-breakpoint
CREATE TRIGGER appointments_changed AFTER INSERT OR UPDATE OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER clients_changed ON clients;
--> statement-breakpoint
CREATE TRIGGER clients_changed AFTER INSERT OR UPDATE OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER client_avatars_changed ON client_avatars;
--> statement-breakpoint
CREATE TRIGGER client_avatars_changed AFTER INSERT OR UPDATE OR DELETE ON client_avatars FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER employee_services_changed ON employee_services;
--> statement-breakpoint
CREATE TRIGGER employee_services_changed AFTER INSERT OR UPDATE OR DELETE ON employee_services FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER services_changed ON services;
--> statement-breakpoint
CREATE TRIGGER services_changed AFTER INSERT OR UPDATE OR DELETE ON services FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER service_categories_changed ON service_categories;
--> statement-breakpoint
CREATE TRIGGER service_categories_changed AFTER INSERT OR UPDATE OR DELETE ON service_categories FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER product_categories_changed ON product_categories;
--> statement-breakpoint
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER sales_changed ON sales;
--> statement-breakpoint
CREATE TRIGGER sales_changed AFTER INSERT OR UPDATE OR DELETE ON sales FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER sale_transactions_changed ON sale_transactions;
--> statement-breakpoint
CREATE TRIGGER sale_transactions_changed AFTER INSERT OR UPDATE OR DELETE ON sale_transactions FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
DROP TRIGGER subscription_payments_changed ON subscription_payments;
--> statement-breakpoint
CREATE TRIGGER subscription_payments_changed AFTER INSERT OR UPDATE OR DELETE ON subscription_payments FOR EACH ROW EXECUTE FUNCTION agendei_salon_data_changed();
--> statement-breakpoint
-- A sale bumps its salon's last_sale_number and nothing else of the row: the sale's own rows already say 'reads'.
-- Every other change to a salon (its name, its plan's dates, a setting) still drops its sessions; the comparison
-- leaves out only that column, so a column added later is covered without a new trigger.
DROP TRIGGER salons_changed ON salons;
--> statement-breakpoint
CREATE TRIGGER salons_changed AFTER UPDATE ON salons FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_sale_number') IS DISTINCT FROM (to_jsonb(NEW) - 'last_sale_number'))
  EXECUTE FUNCTION agendei_salon_row_changed();
--> statement-breakpoint
CREATE TRIGGER salons_deleted AFTER DELETE ON salons FOR EACH ROW EXECUTE FUNCTION agendei_salon_row_changed();
