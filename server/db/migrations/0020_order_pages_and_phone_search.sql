-- pg_trgm (trusted: the database owner may create it) indexes a phone number for a search by any part of it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_business_created_idx";--> statement-breakpoint
DROP INDEX "orders_kind_created_idx";--> statement-breakpoint
CREATE INDEX "orders_business_list_idx" ON "orders" USING btree ("business_id","created_at","command_number","status_orders","kind","id");--> statement-breakpoint
CREATE INDEX "orders_kind_list_idx" ON "orders" USING btree ("kind","created_at","command_number","status_orders","id");--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("number_phone" gin_trgm_ops);