-- The API keeps in memory, per salon, the answers of its busiest reads and the sessions of its signed-in users
-- (services/salonCaches.ts). Any write to a table those answers come from tells every API instance on the
-- database which salon changed, on the 'agendei_salon' channel, once the write commits, whoever wrote it (a
-- request, the reminder job, the maintenance job, an administrator's psql): each instance then drops what it
-- holds of that salon. PostgreSQL sends one notification per salon per transaction, however many rows changed.
CREATE OR REPLACE FUNCTION agendei_salon_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('agendei_salon', OLD.salon_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('agendei_salon', NEW.salon_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The salons table names its salon by id.
CREATE OR REPLACE FUNCTION agendei_salon_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('agendei_salon', OLD.id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('agendei_salon', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER salons_changed AFTER UPDATE OR DELETE ON salons FOR EACH ROW EXECUTE FUNCTION agendei_salon_row_changed();
--> statement-breakpoint
CREATE TRIGGER appointments_changed AFTER INSERT OR UPDATE OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER clients_changed AFTER INSERT OR UPDATE OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER client_avatars_changed AFTER INSERT OR UPDATE OR DELETE ON client_avatars FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER employees_changed AFTER INSERT OR UPDATE OR DELETE ON employees FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER employee_services_changed AFTER INSERT OR UPDATE OR DELETE ON employee_services FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
-- A new sign-in changes no one's session; a sign-out, a revoked device or a new token hash does. The device
-- list's 'last used' (touched every few minutes) changes nothing cached.
CREATE TRIGGER auth_tokens_changed AFTER DELETE OR UPDATE OF token_hash, expires_at, user_id, salon_id ON auth_tokens FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER services_changed AFTER INSERT OR UPDATE OR DELETE ON services FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER service_categories_changed AFTER INSERT OR UPDATE OR DELETE ON service_categories FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER sales_changed AFTER INSERT OR UPDATE OR DELETE ON sales FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER sale_transactions_changed AFTER INSERT OR UPDATE OR DELETE ON sale_transactions FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_payments_changed AFTER INSERT OR UPDATE OR DELETE ON subscription_payments FOR EACH ROW EXECUTE FUNCTION agendei_salon_changed();
